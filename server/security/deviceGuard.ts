import type { FastifyReply, FastifyRequest } from "fastify";
import type { DeviceAuth } from "./DeviceAuth.ts";

// preHandler for every zone-scoped route, after deviceMac: a call that names a device needs a
// browser that may act for it (DeviceAuth.mayAct; calls that name none, like the store's, pass).
// A browser without an id gets one with its first change (its first page, or the settings call,
// gave it one already), so that what it starts next is bound to it; reads, the hot path, set none
export function deviceGuard(devices: DeviceAuth) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.method !== "GET" && request.method !== "HEAD") devices.browsers.ensure(request, reply);
    if (request.mac)
      await devices.requireDevice(
        request,
        request.zone.zoneId,
        request.mac,
        request.routeOptions.config.deviceAction,
      );
  };
}
