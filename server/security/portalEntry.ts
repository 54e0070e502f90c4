import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../AppContext.ts";
import type { BootPayload } from "../pages/bootPayload.ts";
import { checkEntry, ENTRY_FRESHNESS_MS } from "../gateway/gatewaySignature.ts";

/**
 * The portal page's entry: a zone with a gateway key binds the browser to the device when the
 * gateway's signed redirect is fresh and not used before; the boot data then holds the session
 * only for a bound browser, and a voucher code only for a browser that may see it.
 */

// what any browser may know of a zone with a gateway key: its opens, but not whether this device
// may start one (its trial taken or not is the device's state, as much as its session)
function withoutDevice(payload: BootPayload): BootPayload {
  const opens = payload.opens.map(({ id, keyword }) => ({ id, keyword, available: false }));
  return { ...payload, session: null, opens };
}
export async function portalEntry(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: BootPayload | null,
): Promise<BootPayload | null> {
  if (!payload) return null;
  const { zoneId, mac } = payload;
  const key = ctx.devices.gatewayKeyOf(zoneId);
  if (key !== undefined) {
    const query = request.query as { ts?: unknown; sig?: unknown };
    const check = checkEntry(key, { zoneId, mac, ts: query.ts, sig: query.sig }, ctx.now());
    // each signed redirect binds once: a copied link is worth nothing (the window is the one its ts is in).
    // Counted by the signature as hex reads it: "AB…" and "ab…" are one signature, not two uses
    const fresh =
      check === "ok" &&
      (await ctx.limits.hit(
        `entry|${String(query.sig).toLowerCase()}`,
        2 * ENTRY_FRESHNESS_MS,
        Number(query.ts) * 1000,
      )) === 1;
    if (fresh) ctx.devices.bindDevice(reply, zoneId, mac);
    else if (!ctx.devices.isDevice(request, zoneId, mac)) {
      request.log.warn(
        { zoneId, check: check === "ok" ? "replayed" : check },
        "portal entry not vouched for by the gateway",
      );
      return withoutDevice(payload);
    }
    return payload;
  }
  const session = payload.session as { authVoucherCode?: string | null } | null;
  if (!session || ctx.devices.mayReadCode(request, zoneId, mac, session.authVoucherCode ?? null))
    return payload;
  return { ...payload, session: { ...session, authVoucherCode: null } };
}
