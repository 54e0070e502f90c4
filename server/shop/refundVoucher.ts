import type { Storage } from "../storage/Storage.ts";
import { revokeVouchers } from "../vouchers/revokeVouchers.ts";
import type { NetsClient } from "./payments/netsClient.ts";
import type { RefundOutcome } from "./refundOrder.ts";
import { voucherPrice } from "./voucherPrice.ts";

/**
 * Refunds one voucher of a completed card order (a partial refund): its line's unit price back to
 * the card through the provider, then that voucher alone revoked (its devices logged out: the
 * caller disconnects them); the order's other vouchers go on. The voucher is claimed before the
 * provider is asked (two clerks refunding it at once refund it once) and released if it says no.
 * The order counts what it gave back, and is refunded once every voucher is.
 */
export async function refundVoucher(
  d: { store: Storage; nets: NetsClient; now: () => number },
  zoneId: string,
  publicId: string,
  code: string,
): Promise<RefundOutcome> {
  const q = d.store.db;
  const order = await q
    .selectFrom("orders")
    .select(["status", "currency"])
    .where("public_id", "=", publicId)
    .where("zone_id", "=", zoneId)
    .executeTakeFirst();
  const voucher = await q
    .selectFrom("order_vouchers")
    .select(["position", "refunded_at"])
    .where("public_id", "=", publicId)
    .where("zone_id", "=", zoneId)
    .where("code", "=", code)
    .executeTakeFirst();
  if (!order || !voucher) return { kind: "unknown-order" };
  if (order.status !== "completed") return { kind: "not-refundable", status: order.status };
  if (voucher.refunded_at !== null) return { kind: "not-refundable", status: "refunded" };
  const amount = await voucherPrice(d.store, publicId, Number(voucher.position));
  const payment = await q
    .selectFrom("payments")
    .select("payment_id")
    .where("public_id", "=", publicId)
    .where("status", "=", "completed")
    .executeTakeFirst();
  if (amount === undefined || !payment) return { kind: "refused" };
  const now = d.now();
  const claim = (at: number | null, was: number | null) =>
    q
      .updateTable("order_vouchers")
      .set({ refunded_at: at })
      .where("public_id", "=", publicId)
      .where("code", "=", code)
      .where("refunded_at", was === null ? "is" : "=", was)
      .executeTakeFirst();
  if (Number((await claim(now, null)).numUpdatedRows) === 0)
    return { kind: "not-refundable", status: "refunded" };
  let given = false;
  try {
    // a free voucher (a zero price) is revoked with nothing to give back
    given = amount === 0 || (await d.nets.refundPayment(payment.payment_id, amount));
  } finally {
    if (!given) await claim(null, now);
  }
  if (!given) return { kind: "refused" };
  await q
    .updateTable("orders")
    .set((eb) => ({ refunded_amount: eb("refunded_amount", "+", amount) }))
    .where("public_id", "=", publicId)
    .execute();
  const left = await q
    .selectFrom("order_vouchers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("public_id", "=", publicId)
    .where("refunded_at", "is", null)
    .executeTakeFirst();
  // the last voucher refunded: the order is refunded, as by a refund of all of it
  if (Number(left?.n ?? 0) === 0)
    await q
      .updateTable("orders")
      .set({ status: "refunded", ended_at: now })
      .where("public_id", "=", publicId)
      .where("status", "=", "completed")
      .execute();
  const revoked = await revokeVouchers(d.store, { code, zoneId }, now);
  return {
    ...{ kind: "refunded", amount, currency: order.currency, codes: [code] },
    loggedOut: revoked.kind === "revoked" ? revoked.loggedOut : [],
  };
}
