import type { FastifyRequest } from "fastify";
import type { DeviceAuth } from "./DeviceAuth.ts";

// preHandler for every zone-scoped route, after deviceMac: a call that names a device in a zone
// with a gateway key needs the browser the gateway vouched for (calls that name none, like the
// store's, pass)
export function deviceGuard(devices: DeviceAuth) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.mac) devices.requireDevice(request, request.zone.zoneId, request.mac);
  };
}
