import type { FastifyInstance } from "fastify";
import { readMac } from "../../schemas/mac.ts";
import { settingsOf } from "../zones/settingsOf.ts";
import { zoneNameOf } from "../zones/zoneNameOf.ts";
import { toSessionView } from "../sessions/toSessionView.ts";
import { zoneImages } from "../brand/zoneImages.ts";
import { isOpenAvailable } from "../opens/isOpenAvailable.ts";
import { listOpens } from "../opens/openRows.ts";
import { OPEN_RULES } from "../opens/openRules.ts";
import { MINUTE } from "../domain/time.ts";
import { findSession } from "../sessions/sessionRows.ts";
import type { OpenAsker } from "../domain/OpenAsker.ts";
import type { BootPayload, Settings } from "../../schemas/gen/api.gen.ts";

// the page's own data: its schema (schemas/api/boot-payload.schema.json) is the contract with the
// browser, which checks it with the same generated validator (engine/boot/readBootPayload.ts)
export type { BootPayload };

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
    // what GET /settings answers (its schema, settings.schema.json, checks that answer)
    settings: settingsOf(zone, ctx, ctx.payment, layout?.url, zoneNameOf(ctx.zones, zone)) as Settings,
    session: session ? toSessionView(session, ctx.now()) : null,
    opens,
    now: ctx.now(),
    images: layout ? zoneImages(ctx.brandImages, ctx.zones, layout.manifest) : {},
    // checked against schemas/zone.schema.json when the zone registry loaded it
    ...(layout ? { manifest: layout.manifest as BootPayload["manifest"] } : {}),
  };
}
