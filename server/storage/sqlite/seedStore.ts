import type { Database } from "better-sqlite3";
import { MINUTE } from "../../domain/time.ts";
import type { FleetZone } from "../../fleet/Fleet.ts";

// a zone's store from the fleet: the settings row, then its items in the fleet's order
export function seedStore(db: Database, zone: FleetZone): void {
  const store = zone.store;
  if (!store) return;
  db.prepare(
    "INSERT INTO stores (zone_id, currency, currency_decimals, max_checkout_items, open) VALUES (?, ?, ?, ?, ?)",
  ).run(
    zone.zoneId,
    store.currency,
    store.currencyDecimals,
    store.maxCheckoutItems ?? 1,
    store.open === false ? 0 : 1,
  );
  const insert =
    db.prepare(`INSERT INTO store_items (zone_id, item_id, position, name, description, gross_amount,
    max_devices, duration_ms, byte_limit, rx_max_bps, tx_max_bps) VALUES (@zoneId, @id, @position, @name,
    @description, @grossAmount, @maxDevices, @durationMs, @byteLimit, @rxMaxBps, @txMaxBps)`);
  for (const [position, item] of store.items.entries())
    insert.run({
      zoneId: zone.zoneId,
      position,
      id: item.id,
      name: item.name,
      description: item.description,
      grossAmount: item.grossAmount,
      maxDevices: item.maxDevices,
      durationMs: item.durationMinutes === null ? null : item.durationMinutes * MINUTE,
      byteLimit: item.byteLimit,
      rxMaxBps: item.rxMaxBytesPerSecond ?? null,
      txMaxBps: item.txMaxBytesPerSecond ?? null,
    });
}
