import type { FastifyRequest } from "fastify";
import { normaliseMac } from "../domain/normaliseMac.ts";
import type { DeviceAuth } from "./DeviceAuth.ts";

// the device a zone-scoped call is about: its path's, body's or query's mac
export function macOfRequest(request: FastifyRequest): string | undefined {
  for (const source of [request.params, request.body, request.query]) {
    const mac = (source as { mac?: unknown } | null | undefined)?.mac;
    if (typeof mac === "string") return normaliseMac(mac) ?? undefined;
  }
  return undefined;
}

// preHandler for every zone-scoped route: a call that names a device in a zone with a gateway key
// needs the browser the gateway vouched for (calls that name none, like the store's, pass)
export function deviceGuard(devices: DeviceAuth) {
  return async (request: FastifyRequest): Promise<void> => {
    const mac = macOfRequest(request);
    if (mac !== undefined) devices.requireDevice(request, request.zone.zoneId, mac);
  };
}
