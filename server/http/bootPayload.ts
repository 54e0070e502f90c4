import { normaliseMac } from "../domain/normaliseMac.ts";
import { settingsOf } from "../domain/settingsOf.ts";
import { toSessionView } from "../domain/toSessionView.ts";
import type { AppContext } from "./AppContext.ts";

export interface BootPayload {
  zoneId: string;
  mac: string;
  zonePrefix: string;
  settings: Record<string, unknown>;
  session: unknown;
  /** the zone's manifest, so the start page needs no request for it */
  manifest?: Record<string, unknown>;
}

/**
 * What the portal would fetch first (settings, the zone's manifest, the session), answered inside
 * the HTML so a phone on a 600 ms satellite link pays no round trip more before the start page.
 */
export async function bootPayload(
  ctx: AppContext,
  query: Record<string, unknown>,
): Promise<BootPayload | null> {
  const zoneId = typeof query.zoneId === "string" ? query.zoneId : "";
  const mac = typeof query.mac === "string" ? normaliseMac(query.mac) : undefined;
  if (!mac || !zoneId || zoneId.length > 64) return null;
  const zone = await ctx.storage.findZone(zoneId);
  if (!zone) return null;
  const session = await ctx.storage.findSession(zone.zoneId, mac);
  const layout = ctx.zones.layout(zone.zonePrefix);
  return {
    zoneId: zone.zoneId,
    mac,
    zonePrefix: zone.zonePrefix,
    settings: settingsOf(zone, ctx.fakeRedirects, ctx.payment, layout?.url),
    session: session ? toSessionView(session, ctx.now()) : null,
    ...(layout ? { manifest: layout.manifest } : {}),
  };
}
