import type { Database } from "better-sqlite3";
import type { FleetCruisePackage } from "../../fleet/FleetCruise.ts";

const mbitToBytesPerSecond = (mbit: number) => Math.round((mbit * 1_000_000) / 8);

// a zone's package catalogue as its manifest says, upserted by id: a booking's entitlements to a
// package that stays are kept; charges (the cabin's bill) name their package and are never touched
export function reconcileCruise(db: Database, zoneId: string, packages: FleetCruisePackage[]): void {
  const keep = packages.map((p) => p.id);
  const existing = db
    .prepare("SELECT package_id FROM cruise_packages WHERE zone_id = ?")
    .pluck()
    .all(zoneId) as string[];
  const drop = db.prepare("DELETE FROM cruise_packages WHERE zone_id = ? AND package_id = ?");
  for (const id of existing) if (!keep.includes(id)) drop.run(zoneId, id);
  const upsert = db.prepare(`INSERT INTO cruise_packages (zone_id, package_id, position, title,
    description_json, amount, currency, duration, duration_unit, max_devices, speed_bps)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (zone_id, package_id) DO UPDATE SET
    position = excluded.position, title = excluded.title, description_json = excluded.description_json,
    amount = excluded.amount, currency = excluded.currency, duration = excluded.duration,
    duration_unit = excluded.duration_unit, max_devices = excluded.max_devices, speed_bps = excluded.speed_bps`);
  for (const [position, p] of packages.entries())
    upsert.run(
      zoneId,
      p.id,
      position,
      p.title,
      JSON.stringify(p.description),
      p.amount,
      p.currency,
      p.duration,
      p.durationUnit,
      p.maxDevices ?? 1,
      p.speedMbit === undefined ? null : mbitToBytesPerSecond(p.speedMbit),
    );
}
