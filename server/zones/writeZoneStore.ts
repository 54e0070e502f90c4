import { MINUTE } from "../domain/time.ts";
import type { Db } from "../storage/Storage.ts";
import type { ZoneDefinition } from "./ZoneDefinition.ts";

// a zone's store as its manifest says: the settings row, then its items in the manifest's order.
// Orders copy their prices and terms (order_lines), so rewriting the items changes no sale
export async function writeZoneStore(q: Db, { zoneId, store }: ZoneDefinition): Promise<void> {
  if (!store) {
    await q.deleteFrom("stores").where("zone_id", "=", zoneId).execute();
    return;
  }
  const settings = {
    currency: store.currency,
    currency_decimals: store.currencyDecimals,
    max_checkout_items: store.maxCheckoutItems ?? 1,
    open: store.open === false ? 0 : 1,
  };
  await q
    .insertInto("stores")
    .values({ zone_id: zoneId, ...settings })
    .onConflict((oc) => oc.column("zone_id").doUpdateSet(settings))
    .execute();
  await q.deleteFrom("store_items").where("zone_id", "=", zoneId).execute();
  for (const [position, item] of store.items.entries())
    await q
      .insertInto("store_items")
      .values({
        ...{ zone_id: zoneId, item_id: item.id, position, name: item.name, description: item.description },
        ...{ gross_amount: item.grossAmount, max_devices: item.maxDevices, byte_limit: item.byteLimit },
        duration_ms: item.durationMinutes === null ? null : item.durationMinutes * MINUTE,
        rx_max_bps: item.rxMaxBytesPerSecond ?? null,
        tx_max_bps: item.txMaxBytesPerSecond ?? null,
        translations_json: item.translations ? JSON.stringify(item.translations) : null,
      })
      .execute();
}
