import type { FastifyReply, FastifyRequest } from "fastify";
import type { DeviceAuth } from "./DeviceAuth.ts";

// preHandler for every zone-scoped route, after deviceMac: a call that names a device needs a
// browser that may act for it (DeviceAuth.mayAct; calls that name none, like the store's, pass).
// A browser without an id gets one, so that what it starts next is bound to it
export function deviceGuard(devices: DeviceAuth) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    devices.browsers.ensure(request, reply);
    if (request.mac)
      await devices.requireDevice(
        request,
        request.zone.zoneId,
        request.mac,
        request.routeOptions.config.deviceAction,
      );
  };
}
