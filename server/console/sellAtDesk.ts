import type { Storage } from "../storage/Storage.ts";
import { mintVouchers } from "../vouchers/mintVouchers.ts";
import { appendAudit } from "./appendAudit.ts";
import type { Clerk } from "./DeskDeps.ts";

export interface DeskProduct {
  itemId: number;
  name: string;
  amount: number;
  currency: string;
}

export type SaleOutcome =
  | { kind: "unknown-item" }
  | { kind: "sold"; batchId: string; codes: string[]; product: DeskProduct };

/** What the desk may sell in a zone: its store's items that have a time (a voucher's clock). */
export async function deskProducts(store: Storage, zoneId: string): Promise<DeskProduct[]> {
  const rows = await store.db
    .selectFrom("store_items as i")
    .innerJoin("stores as s", "s.zone_id", "i.zone_id")
    .select(["i.item_id", "i.name", "i.gross_amount", "s.currency"])
    .where("i.zone_id", "=", zoneId)
    .where("i.duration_ms", "is not", null)
    .orderBy("i.position")
    .execute();
  return rows.map((r) => ({ itemId: r.item_id, name: r.name, amount: r.gross_amount, currency: r.currency }));
}

/**
 * Sold at the desk: `quantity` vouchers of a store item's terms, minted as one priced batch (the
 * CLI's mint) whose note names the clerk, so the sales report counts them as the desk's, at the
 * item's price; audited.
 */
export async function sellAtDesk(
  d: { store: Storage; now: () => number },
  by: Clerk,
  zoneId: string,
  itemId: number,
  quantity: number,
): Promise<SaleOutcome> {
  const item = await d.store.db
    .selectFrom("store_items as i")
    .innerJoin("stores as s", "s.zone_id", "i.zone_id")
    .selectAll("i")
    .select("s.currency")
    .where("i.zone_id", "=", zoneId)
    .where("i.item_id", "=", itemId)
    .executeTakeFirst();
  if (!item || item.duration_ms === null) return { kind: "unknown-item" };
  const product = { itemId, name: item.name, amount: item.gross_amount, currency: item.currency };
  const minted = await mintVouchers(d.store, {
    ...{ zoneId, count: quantity, durationMs: item.duration_ms, maxDevices: item.max_devices ?? 1 },
    ...{ byteLimit: item.byte_limit, validUntil: null, rxMaxBps: item.rx_max_bps, txMaxBps: item.tx_max_bps },
    note: `desk sale by ${by.account}: ${item.name}`.slice(0, 200),
    price: { amount: item.gross_amount, currency: item.currency },
    createdAt: d.now(),
  });
  await appendAudit(d.store.db, {
    ...{
      at: d.now(),
      account: by.account,
      address: by.address,
      action: "sell",
      zoneId,
      target: minted.batchId,
    },
    after: {
      item: item.name,
      quantity,
      amount: item.gross_amount,
      currency: item.currency,
      codes: minted.codes,
    },
    outcome: "sold",
  });
  return { kind: "sold", batchId: minted.batchId, codes: minted.codes, product };
}
