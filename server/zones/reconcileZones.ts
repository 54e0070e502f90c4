import { MINUTE } from "../domain/time.ts";
import type { Db, Storage } from "../storage/Storage.ts";
import type { ZoneDefinition } from "./ZoneDefinition.ts";
import { writeZoneCruise } from "./writeZoneCruise.ts";
import { writeZoneStore } from "./writeZoneStore.ts";
import { DEFAULT_TIME_ZONE } from "./zoneCalendar.ts";

// what reconcileZones did, by zone id (unchanged zones are in none)
export interface ReconcileReport {
  added: string[];
  changed: string[];
  retired: string[];
}

// servers starting (or reloading) at once reconcile one after the other: the later ones find every
// zone as the first left it and change nothing. Demo seeding and test mode's reset take it too
export const ZONES_LOCK = 0x6a6e_7761_7902;

async function writeZone(q: Db, zone: ZoneDefinition, json: string): Promise<void> {
  const row = {
    ...{ zone_prefix: zone.zonePrefix, tier: zone.tier, settings_json: JSON.stringify(zone.settings) },
    time_zone: zone.timeZone ?? DEFAULT_TIME_ZONE,
    vessel: zone.vessel,
  };
  const current = { ...row, definition_json: json, retired_at: null };
  await q
    .insertInto("zones")
    .values({ zone_id: zone.zoneId, ...current })
    .onConflict((oc) => oc.column("zone_id").doUpdateSet(current))
    .execute();
  // open grants and sessions name an open by id without a foreign key: rewriting the opens keeps them
  await q.deleteFrom("opens").where("zone_id", "=", zone.zoneId).execute();
  for (const o of zone.opens)
    await q
      .insertInto("opens")
      .values({
        ...{ zone_id: zone.zoneId, open_id: o.id, keyword: o.keyword },
        duration_ms: o.durationMinutes === undefined ? null : o.durationMinutes * MINUTE,
        rx_max_bps: o.rxMaxBytesPerSecond ?? null,
        tx_max_bps: o.txMaxBytesPerSecond ?? null,
      })
      .execute();
  await writeZoneStore(q, zone);
  await writeZoneCruise(q, zone);
}

/**
 * Makes the zones what the manifests define, on every start and SIGHUP, in one transaction: adds
 * new zones, rewrites changed ones (their opens, store and cruise packages), retires zones no
 * manifest defines (retired_at; their sessions, vouchers, orders and charges are kept, and a later
 * manifest that defines the id again brings the zone back). Running it twice changes nothing.
 */
export function reconcileZones(
  store: Storage,
  zones: ZoneDefinition[],
  now: number,
): Promise<ReconcileReport> {
  return store.transaction(async (tx) => {
    await tx.lock(ZONES_LOCK);
    const report: ReconcileReport = { added: [], changed: [], retired: [] };
    const rows = await tx.q
      .selectFrom("zones")
      .select(["zone_id", "definition_json", "retired_at"])
      .execute();
    const existing = new Map(rows.map((r) => [r.zone_id, r]));
    for (const zone of zones) {
      const json = JSON.stringify(zone);
      const row = existing.get(zone.zoneId);
      if (row && row.definition_json === json && row.retired_at === null) continue;
      await writeZone(tx.q, zone, json);
      (row ? report.changed : report.added).push(zone.zoneId);
    }
    const defined = new Set(zones.map((z) => z.zoneId));
    for (const row of rows)
      if (!defined.has(row.zone_id) && row.retired_at === null) {
        await tx.q.updateTable("zones").set({ retired_at: now }).where("zone_id", "=", row.zone_id).execute();
        report.retired.push(row.zone_id);
      }
    return report;
  });
}
