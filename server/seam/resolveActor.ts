import type { FastifyReply, FastifyRequest } from "fastify";
import type { Mac } from "../../schemas/mac.ts";
import type { Actor, Visitor } from "../domain/Actor.ts";
import type { ZoneRecord } from "../domain/types.ts";
import type { DeviceAction, DeviceAuth } from "../security/DeviceAuth.ts";

/**
 * Who acts in a zone (domain/Actor.ts): this browser (given an id with the answer when it showed
 * none, so that what it starts is bound to it), who it counts as for the limits, the clock.
 */
export async function resolveVisitor(
  devices: DeviceAuth,
  request: FastifyRequest,
  reply: FastifyReply,
  zone: ZoneRecord,
  now: number,
): Promise<Visitor> {
  return {
    zone,
    browser: devices.browsers.ensure(request, reply),
    client: await devices.limitClient(request, zone.zoneId),
    now,
    log: request.log,
  };
}

/**
 * The one place that resolves who acts on a device, for the API's calls and the pages' forms alike:
 * the device named (its MAC read at the door), and whether this browser may act for it
 * (DeviceAuth.mayAct: its gateway vouches, or in a zone none vouches for, its session is this
 * browser's); undefined when it may not.
 */
export async function resolveActor(
  devices: DeviceAuth,
  request: FastifyRequest,
  reply: FastifyReply,
  device: { zone: ZoneRecord; mac: Mac },
  action: DeviceAction,
  now: number,
): Promise<Actor | undefined> {
  const { zone, mac } = device;
  const visitor = await resolveVisitor(devices, request, reply, zone, now);
  if (!(await devices.mayAct(request, zone.zoneId, mac, action))) return undefined;
  return {
    ...visitor,
    mac,
    vouched: devices.isDevice(request, zone.zoneId, mac),
    asker: devices.openAsker(request, zone.zoneId),
  };
}
