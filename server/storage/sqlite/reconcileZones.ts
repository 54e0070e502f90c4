import type { Database } from "better-sqlite3";
import type { ZoneDefinition } from "../../fleet/Fleet.ts";
import type { ReconcileReport } from "../Storage.ts";
import { reconcileCruise } from "./reconcileCruise.ts";
import { reconcileStore } from "./reconcileStore.ts";

interface Existing {
  zone_id: string;
  definition_json: string | null;
  retired_at: number | null;
}

function writeZone(db: Database, zone: ZoneDefinition, json: string): void {
  db.prepare(`INSERT INTO zones (zone_id, zone_prefix, tier, settings_json, definition_json, retired_at)
    VALUES (?, ?, ?, ?, ?, NULL) ON CONFLICT (zone_id) DO UPDATE SET zone_prefix = excluded.zone_prefix,
    tier = excluded.tier, settings_json = excluded.settings_json, definition_json = excluded.definition_json,
    retired_at = NULL`).run(zone.zoneId, zone.zonePrefix, zone.tier, JSON.stringify(zone.settings), json);
  // open grants and sessions name an open by id without a foreign key: rewriting the opens keeps them
  db.prepare("DELETE FROM opens WHERE zone_id = ?").run(zone.zoneId);
  const insertOpen = db.prepare(`INSERT INTO opens (zone_id, open_id, keyword, duration_ms, rx_max_bps,
    tx_max_bps) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const o of zone.opens)
    insertOpen.run(
      zone.zoneId,
      o.id,
      o.keyword,
      o.durationMinutes === undefined ? null : o.durationMinutes * 60_000,
      o.rxMaxBytesPerSecond ?? null,
      o.txMaxBytesPerSecond ?? null,
    );
  reconcileStore(db, zone.zoneId, zone.store);
  reconcileCruise(db, zone.zoneId, zone.cruise?.packages ?? []);
}

/**
 * Makes the zones table say what the manifests say, in one transaction: new zones are added,
 * changed ones rewritten, missing ones retired (never deleted). Running it twice changes nothing.
 */
export function reconcileZones(db: Database, zones: ZoneDefinition[], now: number): ReconcileReport {
  const report: ReconcileReport = { added: [], changed: [], retired: [] };
  db.transaction(() => {
    const rows = db.prepare("SELECT zone_id, definition_json, retired_at FROM zones").all() as Existing[];
    const existing = new Map(rows.map((r) => [r.zone_id, r]));
    for (const zone of zones) {
      const json = JSON.stringify(zone);
      const row = existing.get(zone.zoneId);
      if (row && row.definition_json === json && row.retired_at === null) continue;
      writeZone(db, zone, json);
      (row ? report.changed : report.added).push(zone.zoneId);
    }
    const defined = new Set(zones.map((z) => z.zoneId));
    const retire = db.prepare("UPDATE zones SET retired_at = ? WHERE zone_id = ?");
    for (const row of rows)
      if (!defined.has(row.zone_id) && row.retired_at === null) {
        retire.run(now, row.zone_id);
        report.retired.push(row.zone_id);
      }
  })();
  return report;
}
