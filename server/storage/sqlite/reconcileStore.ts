import type { Database } from "better-sqlite3";
import { MINUTE } from "../../domain/time.ts";
import type { FleetStore } from "../../fleet/Fleet.ts";

// a zone's store as its manifest says: the settings row, then its items in the manifest's order.
// Orders copy their prices and terms (order_lines), so rewriting the items changes no sale.
export function reconcileStore(db: Database, zoneId: string, store: FleetStore | undefined): void {
  if (!store) {
    db.prepare("DELETE FROM stores WHERE zone_id = ?").run(zoneId);
    return;
  }
  db.prepare(`INSERT INTO stores (zone_id, currency, currency_decimals, max_checkout_items, open)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT (zone_id) DO UPDATE SET currency = excluded.currency,
    currency_decimals = excluded.currency_decimals, max_checkout_items = excluded.max_checkout_items,
    open = excluded.open`).run(
    zoneId,
    store.currency,
    store.currencyDecimals,
    store.maxCheckoutItems ?? 1,
    store.open === false ? 0 : 1,
  );
  db.prepare("DELETE FROM store_items WHERE zone_id = ?").run(zoneId);
  const insert =
    db.prepare(`INSERT INTO store_items (zone_id, item_id, position, name, description, gross_amount,
    max_devices, duration_ms, byte_limit, rx_max_bps, tx_max_bps) VALUES (@zoneId, @id, @position, @name,
    @description, @grossAmount, @maxDevices, @durationMs, @byteLimit, @rxMaxBps, @txMaxBps)`);
  for (const [position, item] of store.items.entries())
    insert.run({
      zoneId,
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
