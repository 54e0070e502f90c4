import type { FastifyInstance } from "fastify";
import { readMac } from "../../schemas/mac.ts";
import { checkEntry } from "../gateway/signedEntry.ts";

/**
 * Whether an entry names an access controller its zone's gateway did not sign: in a zone with a
 * gateway key, a redirect that names its controller (accessControllerIp) signs it too (the v2
 * signature, signedEntry.ts), so a copied signed link with another controller added leads
 * nowhere but the portal itself. A stale signature still vouches for what it names.
 */
export function unsignedController(ctx: FastifyInstance, query: Record<string, string>): boolean {
  const controller = query.accessControllerIp;
  if (controller === undefined) return false;
  const key = ctx.devices.gatewayKeyOf(query.zoneId ?? "");
  if (key === undefined) return false;
  const { zoneId = "", ts, sig } = query;
  const mac = readMac(query.mac ?? "") ?? "";
  const check = checkEntry(key, { zoneId, mac, ts, sig, controller }, ctx.now());
  return check !== "ok" && check !== "stale";
}
