import type { FastifyInstance } from "fastify";
import { readMac } from "../../schemas/mac.ts";
import { settingsOf } from "../fleet/settingsOf.ts";
import { zoneNameOf } from "../fleet/zoneNameOf.ts";
import { toSessionView } from "../sessions/toSessionView.ts";
import { type ZoneImages, zoneImages } from "../brand/zoneImages.ts";
import { isOpenAvailable } from "../opens/isOpenAvailable.ts";
import { listOpens } from "../opens/openRows.ts";
import { OPEN_RULES } from "../opens/openPolicy.ts";
import { MINUTE } from "../domain/time.ts";
import { findSession } from "../sessions/sessionRows.ts";
import type { OpenAsker } from "../domain/OpenAsker.ts";

export interface BootPayload {
  zoneId: string;
  mac: string;
  zonePrefix: string;
  settings: Record<string, unknown>;
  session: unknown;
  /** the zone's header and banner: sizes, placeholder colour, responsive sources */
  images: ZoneImages;
  /** the zone's open accesses and whether this device may start each now (the trial links need it) */
  opens: { id: number; keyword: string; available: boolean; minutes: number }[];
  /** the zone's manifest, so the start page needs no request for it */
  manifest?: Record<string, unknown>;
  /** the server's clock when it drew the page: the browser's first render measures relative times from it */
  now: number;
  /** where a form the server answered left the passenger, and the banners to show (catalogue ids) */
  form?: unknown;
  errors?: string[];
  /** what a form the server answered left for the app to carry on with (a relay id, a checkout) */
  handoff?: unknown;
  /** the booking's packages (the API's list), drawn on the cruise package page (forms/cruiseCheck.ts) */
  cruisePackages?: unknown[];
  /** the package a charge without the script bought, and its code: the purchase-complete page (forms/cruiseCheck.ts) */
  cruisePurchase?: { packageId: string; code: string };
  /** the store's items, and an order back from the hosted payment page (forms/storeDraw.ts) */
  store?: { catalog: unknown; order?: { publicId: string; vouchers: unknown[] | null; gaveUp?: boolean } };
}

/**
 * What the portal would fetch first (settings, the zone's manifest, the session), answered inside
 * the HTML so a phone on a 600 ms satellite link pays no round trip more before the start page.
 * `asker`: who asks, in an unverified zone (DeviceAuth.openAsker), as the availability call has it.
 */
export async function bootPayload(
  ctx: FastifyInstance,
  query: Record<string, unknown>,
  asker?: (zoneId: string) => OpenAsker | undefined,
): Promise<BootPayload | null> {
  const zoneId = typeof query.zoneId === "string" ? query.zoneId : "";
  const mac = typeof query.mac === "string" ? readMac(query.mac) : undefined;
  if (!mac || !zoneId || zoneId.length > 64) return null;
  const zone = await ctx.zoneRecords.find(zoneId);
  if (!zone) return null;
  const session = await findSession(ctx.storage.db, zone.zoneId, mac);
  const layout = ctx.zones.layout(zone.zonePrefix);
  // what GET /opens/zone and /open/:id/available/:mac would answer, so no link appears later
  const who = asker?.(zone.zoneId);
  const opens = await Promise.all(
    (await listOpens(ctx.storage.db, zone.zoneId)).map(async ({ id, keyword, durationMs }) => ({
      id,
      keyword,
      minutes: Math.round((durationMs ?? OPEN_RULES[keyword].durationMs) / MINUTE),
      available:
        (await isOpenAvailable(ctx.storage, zone.zoneId, id, mac, ctx.now(), zone.timeZone, who)) === true,
    })),
  );
  return {
    zoneId: zone.zoneId,
    mac,
    zonePrefix: zone.zonePrefix,
    settings: settingsOf(zone, ctx, ctx.payment, layout?.url, zoneNameOf(ctx.zones, zone)),
    session: session ? toSessionView(session, ctx.now()) : null,
    opens,
    now: ctx.now(),
    images: layout ? zoneImages(ctx.brandImages, ctx.zones, layout.manifest) : {},
    ...(layout ? { manifest: layout.manifest } : {}),
  };
}
