import { sql } from "kysely";
import type { Storage } from "../storage/Storage.ts";

/**
 * What one voucher of a card order cost: its line's unit price. An order's vouchers were issued
 * line by line, in the lines' order, `quantity` of each (completePayment.ts), so the voucher at
 * `position` is of the line whose running quantity passes it. Undefined past the order's vouchers.
 */
export async function voucherPrice(store: Storage, publicId: string, position: number) {
  const lines = await store.db
    .selectFrom("order_lines")
    .select(["unit_amount", "quantity"])
    .where("public_id", "=", publicId)
    .orderBy(sql.ref(store.rowOrder("order_lines")))
    .execute();
  let end = 0;
  for (const line of lines) {
    end += Number(line.quantity);
    if (position < end) return Number(line.unit_amount);
  }
  return undefined;
}
