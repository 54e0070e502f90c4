import type { Db } from "../storage/Storage.ts";
import type { ZoneDefinition } from "./ZoneDefinition.ts";

const mbitToBytesPerSecond = (mbit: number) => Math.round((mbit * 1_000_000) / 8);

// a zone's package catalogue as its manifest says, upserted by id: a booking's entitlements to a
// package that stays are kept; charges (the cabin's bill) name their package and are never touched
export async function writeZoneCruise(q: Db, zone: ZoneDefinition): Promise<void> {
  const packages = zone.cruise?.packages ?? [];
  const keep = packages.map((p) => p.id);
  let drop = q.deleteFrom("cruise_packages").where("zone_id", "=", zone.zoneId);
  if (keep.length) drop = drop.where("package_id", "not in", keep);
  await drop.execute();
  for (const [position, p] of packages.entries()) {
    const values = {
      ...{ position, title: p.title, description_json: JSON.stringify(p.description), amount: p.amount },
      ...{ currency: p.currency, duration: p.duration, duration_unit: p.durationUnit },
      max_devices: p.maxDevices ?? 1,
      speed_bps: p.speedMbit === undefined ? null : mbitToBytesPerSecond(p.speedMbit),
      translations_json: p.translations ? JSON.stringify(p.translations) : null,
    };
    await q
      .insertInto("cruise_packages")
      .values({ zone_id: zone.zoneId, package_id: p.id, ...values })
      .onConflict((oc) => oc.columns(["zone_id", "package_id"]).doUpdateSet(values))
      .execute();
  }
}
