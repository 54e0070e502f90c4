import type { FastifyReply, FastifyRequest } from "fastify";
import type { Actor } from "../domain/Actor.ts";
import { httpError } from "../http/problem.ts";
import type { PassengerSeam } from "./PassengerSeam.ts";

declare module "fastify" {
  interface FastifyRequest {
    // who acts, for every zone-scoped change that names a device (set by actorHook)
    actor: Actor;
  }
}

export const NOT_THIS_BROWSER =
  "this browser is not bound to this device: open the portal through the ship's Wi-Fi";

/**
 * The API's side of the seam, a preHandler of every zone-scoped route after deviceMac: a change
 * that names a device gets its actor (the route's config.deviceAction says which change), a read
 * only the check that this browser may see the device; a browser that may not is refused (403).
 * A change that names none (the store's, the cruise login's) resolves its visitor itself.
 */
export function actorHook(seam: PassengerSeam) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const read = request.method === "GET" || request.method === "HEAD";
    // a browser without an id gets one with its first change: what it starts next is bound to it
    if (!request.mac) {
      if (!read) seam.ensureBrowser(request, reply);
      return;
    }
    const device = { zone: request.zone, mac: request.mac };
    const action = request.routeOptions.config.deviceAction ?? "change";
    if (read) {
      if (!(await seam.mayRead(request, device, action))) throw httpError(403, NOT_THIS_BROWSER);
      return;
    }
    const actor = await seam.actor(request, reply, device, action);
    if (!actor) throw httpError(403, NOT_THIS_BROWSER);
    request.actor = actor;
  };
}
