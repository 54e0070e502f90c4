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

// the entry's query without the controller it names: the portal is then its own controller
export function withoutController(query: Record<string, string>): string {
  const { accessControllerIp: _, ...rest } = query;
  return new URLSearchParams(rest).toString();
}

// the controller the entry names is one the zone's manifest lists (or it names none)
export function controllerListed(manifest: unknown, query: Record<string, string>): boolean {
  const controller = query.accessControllerIp;
  if (controller === undefined) return true;
  const hosts = (manifest as { network?: { controllerHosts?: string[] } } | null)?.network?.controllerHosts;
  const host = controller
    .replace(/:\d+$/, "")
    .replace(/^\[|\]$/g, "")
    .toLowerCase();
  return (hosts ?? []).some((h) => h.replace(/^\[|\]$/g, "").toLowerCase() === host);
}
