import { MINUTE } from "../../domain/time.ts";
import type { ZoneDefinition } from "../../fleet/Fleet.ts";
import type { ReconcileReport } from "../Storage.ts";
import type { Queryable } from "./pgPool.ts";

// servers starting (or reloading) at once reconcile one after the other: the later ones find every
// zone as the first left it and change nothing
export const ZONES_LOCK = 0x6a6e_7761_7902;
const mbitToBytesPerSecond = (mbit: number) => Math.round((mbit * 1_000_000) / 8);

async function writeStore(db: Queryable, zone: ZoneDefinition): Promise<void> {
  const { zoneId, store } = zone;
  if (!store) {
    await db.query("DELETE FROM stores WHERE zone_id = $1", [zoneId]);
    return;
  }
  await db.query(
    `INSERT INTO stores (zone_id, currency, currency_decimals, max_checkout_items, open) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (zone_id) DO UPDATE SET currency = EXCLUDED.currency, currency_decimals = EXCLUDED.currency_decimals,
     max_checkout_items = EXCLUDED.max_checkout_items, open = EXCLUDED.open`,
    [
      zoneId,
      store.currency,
      store.currencyDecimals,
      store.maxCheckoutItems ?? 1,
      store.open === false ? 0 : 1,
    ],
  );
  // orders copy their prices and terms (order_lines), so rewriting the items changes no sale
  await db.query("DELETE FROM store_items WHERE zone_id = $1", [zoneId]);
  for (const [position, i] of store.items.entries())
    await db.query(
      `INSERT INTO store_items (zone_id, item_id, position, name, description, gross_amount, max_devices,
       duration_ms, byte_limit, rx_max_bps, tx_max_bps) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        zoneId,
        i.id,
        position,
        i.name,
        i.description,
        i.grossAmount,
        i.maxDevices,
        i.durationMinutes === null ? null : i.durationMinutes * MINUTE,
        i.byteLimit,
        i.rxMaxBytesPerSecond ?? null,
        i.txMaxBytesPerSecond ?? null,
      ],
    );
}

// packages upserted by id: entitlements to a package that stays are kept; charges are never touched
async function writeCruise(db: Queryable, zone: ZoneDefinition): Promise<void> {
  const packages = zone.cruise?.packages ?? [];
  await db.query("DELETE FROM cruise_packages WHERE zone_id = $1 AND NOT (package_id = ANY($2::text[]))", [
    zone.zoneId,
    packages.map((p) => p.id),
  ]);
  for (const [position, p] of packages.entries())
    await db.query(
      `INSERT INTO cruise_packages (zone_id, package_id, position, title, description_json, amount, currency,
       duration, duration_unit, max_devices, speed_bps) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (zone_id, package_id) DO UPDATE SET position = EXCLUDED.position, title = EXCLUDED.title,
       description_json = EXCLUDED.description_json, amount = EXCLUDED.amount, currency = EXCLUDED.currency,
       duration = EXCLUDED.duration, duration_unit = EXCLUDED.duration_unit, max_devices = EXCLUDED.max_devices,
       speed_bps = EXCLUDED.speed_bps`,
      [
        zone.zoneId,
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
      ],
    );
}

async function writeZone(db: Queryable, zone: ZoneDefinition, json: string): Promise<void> {
  await db.query(
    `INSERT INTO zones (zone_id, zone_prefix, tier, settings_json, definition_json, retired_at)
     VALUES ($1, $2, $3, $4, $5, NULL) ON CONFLICT (zone_id) DO UPDATE SET zone_prefix = EXCLUDED.zone_prefix,
     tier = EXCLUDED.tier, settings_json = EXCLUDED.settings_json, definition_json = EXCLUDED.definition_json,
     retired_at = NULL`,
    [zone.zoneId, zone.zonePrefix, zone.tier, JSON.stringify(zone.settings), json],
  );
  // open grants and sessions name an open by id without a foreign key: rewriting the opens keeps them
  await db.query("DELETE FROM opens WHERE zone_id = $1", [zone.zoneId]);
  for (const o of zone.opens)
    await db.query(
      `INSERT INTO opens (zone_id, open_id, keyword, duration_ms, rx_max_bps, tx_max_bps)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        zone.zoneId,
        o.id,
        o.keyword,
        o.durationMinutes === undefined ? null : o.durationMinutes * MINUTE,
        o.rxMaxBytesPerSecond ?? null,
        o.txMaxBytesPerSecond ?? null,
      ],
    );
  await writeStore(db, zone);
  await writeCruise(db, zone);
}

/** Inside the caller's transaction: SQLite's reconcileZones (server/storage/sqlite/reconcileZones.ts) on PostgreSQL. */
export async function pgReconcileZones(
  db: Queryable,
  zones: ZoneDefinition[],
  now: number,
): Promise<ReconcileReport> {
  await db.query("SELECT pg_advisory_xact_lock($1)", [ZONES_LOCK]);
  const report: ReconcileReport = { added: [], changed: [], retired: [] };
  const { rows } = await db.query<{
    zone_id: string;
    definition_json: string | null;
    retired_at: number | null;
  }>("SELECT zone_id, definition_json, retired_at FROM zones");
  const existing = new Map(rows.map((r) => [r.zone_id, r]));
  for (const zone of zones) {
    const json = JSON.stringify(zone);
    const row = existing.get(zone.zoneId);
    if (row && row.definition_json === json && row.retired_at === null) continue;
    await writeZone(db, zone, json);
    (row ? report.changed : report.added).push(zone.zoneId);
  }
  const defined = new Set(zones.map((z) => z.zoneId));
  for (const row of rows)
    if (!defined.has(row.zone_id) && row.retired_at === null) {
      await db.query("UPDATE zones SET retired_at = $1 WHERE zone_id = $2", [now, row.zone_id]);
      report.retired.push(row.zone_id);
    }
  return report;
}
