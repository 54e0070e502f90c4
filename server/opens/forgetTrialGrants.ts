import type { Db } from "../storage/Storage.ts";
import type { OpenKeyword } from "../domain/types.ts";
import { OPEN_RULES } from "./openRules.ts";

export interface ForgottenGrant {
  openId: number;
  keyword: string;
  grantedAt: number;
}

/**
 * The desk's word that a device may have its trial again today: its grants of the zone's opens
 * that block a new one now (openPolicy.ts `blockedSince`: the trial's 24 hours, the premium trial's
 * calendar day in the zone's time zone) are deleted and returned, for the audit's before. Grants
 * that block nothing (older ones, a free access's) stay.
 */
export async function forgetTrialGrants(
  q: Db,
  zoneId: string,
  mac: string,
  now: number,
): Promise<ForgottenGrant[]> {
  // the zone's calendar (its manifest's timeZone, reconciled): where the premium trial's day begins
  const zone = await q
    .selectFrom("zones")
    .select("time_zone")
    .where("zone_id", "=", zoneId)
    .executeTakeFirst();
  const timeZone = zone?.time_zone ?? "UTC";
  const grants = await q
    .selectFrom("open_grants as g")
    .innerJoin("opens as o", (j) =>
      j.onRef("o.zone_id", "=", "g.zone_id").onRef("o.open_id", "=", "g.open_id"),
    )
    .select(["g.open_id", "o.keyword", "g.granted_at"])
    .where("g.zone_id", "=", zoneId)
    .where("g.mac", "=", mac)
    .execute();
  const blocking = grants.filter((g) => {
    const since = OPEN_RULES[g.keyword as OpenKeyword]?.blockedSince?.(now, timeZone);
    return since !== undefined && Number(g.granted_at) >= since;
  });
  for (const g of blocking)
    await q
      .deleteFrom("open_grants")
      .where("zone_id", "=", zoneId)
      .where("mac", "=", mac)
      .where("open_id", "=", g.open_id)
      .where("granted_at", "=", g.granted_at)
      .execute();
  return blocking.map((g) => ({ openId: g.open_id, keyword: g.keyword, grantedAt: Number(g.granted_at) }));
}
