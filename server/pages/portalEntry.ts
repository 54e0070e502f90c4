import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { BootPayload } from "./bootPayload.ts";
import { checkEntry, ENTRY_FRESHNESS_MS } from "../gateway/signedEntry.ts";
import { crossSiteEntry } from "../security/crossSiteEntry.ts";

/**
 * The portal page's entry: the boot data holds the device's session only for a browser that may
 * act for the device (DeviceAuth.mayAct), and a voucher code only for a browser that may see it.
 * A zone with a gateway key binds the browser to the device when the gateway's signed redirect is
 * fresh and not used before; a zone whose gateway says the device's address binds it when the
 * page comes from that address.
 */

// what any browser may know of a zone: its opens, but not whether this device may start one (its
// trial taken or not is the device's state, as much as its session)
function withoutDevice(payload: BootPayload): BootPayload {
  const opens = payload.opens.map((open) => ({ ...open, available: false }));
  return { ...payload, session: null, opens };
}

// a zone with a gateway key: is this a fresh signed redirect, used here for the first time?
async function freshSignedEntry(ctx: FastifyInstance, request: FastifyRequest, zoneId: string, mac: string) {
  const key = ctx.devices.gatewayKeyOf(zoneId);
  if (key === undefined) return { fresh: false, check: "no key" };
  const query = request.query as { ts?: unknown; sig?: unknown; accessControllerIp?: unknown };
  const controller = typeof query.accessControllerIp === "string" ? query.accessControllerIp : undefined;
  const check = checkEntry(key, { zoneId, mac, ts: query.ts, sig: query.sig, controller }, ctx.now());
  // each signed redirect binds once: a copied link is worth nothing (the window is the one its ts is in).
  // Counted by the signature as hex reads it: "AB…" and "ab…" are one signature, not two uses
  const fresh =
    check === "ok" &&
    (await ctx.limits.hit(
      `entry|${String(query.sig).toLowerCase()}`,
      2 * ENTRY_FRESHNESS_MS,
      Number(query.ts) * 1000,
    )) === 1;
  return { fresh, check: check === "ok" && !fresh ? "replayed" : check };
}

// another site's link (a signed one included) does not take a browser the gateway bound to another
// device of the zone: the victim's next voucher would land on the attacker's device (issue 33)
function takesOver(ctx: FastifyInstance, request: FastifyRequest, zoneId: string, mac: string): boolean {
  const claim = ctx.devices.claimOf(request);
  return crossSiteEntry(request) && claim?.kind === "device" && claim.zoneId === zoneId && claim.mac !== mac;
}

// what the page may show, and whether the browser may keep the entry's query for its later pages
// (the gw-query cookie): in a zone whose gateway vouches for devices, only an entry it vouched for,
// so that a crafted link cannot fix a passenger's browser on another device (in an unverified zone
// the link's own query is all there is)
export interface PortalEntry {
  payload: BootPayload | null;
  keepsQuery: boolean;
}

function withCodeRule(ctx: FastifyInstance, request: FastifyRequest, payload: BootPayload): BootPayload {
  const { session } = payload;
  if (!session || ctx.devices.mayReadCode(request, payload.zoneId, payload.mac, session.authVoucherCode))
    return payload;
  return { ...payload, session: { ...session, authVoucherCode: null } };
}

export async function portalEntry(
  ctx: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: BootPayload | null,
  // the zone's gateway vouched for this very redirect in its own dialect (CoovaChilli's md)
  gatewayVouched = false,
): Promise<PortalEntry> {
  if (!payload) return { payload: null, keepsQuery: false };
  const { zoneId, mac } = payload;
  const { devices } = ctx;
  const kind = devices.kindOf(zoneId);
  if (kind === "unverified") {
    if (await devices.mayAct(request, zoneId, mac))
      return { payload: withCodeRule(ctx, request, payload), keepsQuery: true };
    // another browser's session runs: none of it here; over its free access, this browser's own offers
    const open = await devices.mayAct(request, zoneId, mac, "start-open");
    return { payload: open ? { ...payload, session: null } : withoutDevice(payload), keepsQuery: true };
  }
  // the gateway vouches for this browser now: it is bound to the device (and sees all of it)
  if (kind === "gateway-key") {
    const entry = gatewayVouched
      ? { fresh: true, check: "ok" }
      : await freshSignedEntry(ctx, request, zoneId, mac);
    const takeover = takesOver(ctx, request, zoneId, mac);
    if (entry.fresh && !takeover) {
      devices.bindDevice(reply, zoneId, mac);
      return { payload, keepsQuery: true };
    }
    const check = entry.fresh ? "cross-site, the browser bound to another device" : entry.check;
    if (!devices.isDevice(request, zoneId, mac))
      request.log.warn({ zoneId, check }, "portal entry not vouched for by the gateway");
  } else if (await devices.addressVouches(request, zoneId, mac)) {
    // the gateway says this address is the device: the browser keeps that for its later pages
    if (!devices.isDevice(request, zoneId, mac)) devices.bindDevice(reply, zoneId, mac);
    return { payload, keepsQuery: true };
  }
  if (!devices.isDevice(request, zoneId, mac)) return { payload: withoutDevice(payload), keepsQuery: false };
  return { payload: withCodeRule(ctx, request, payload), keepsQuery: true };
}
