import type { Storage } from "../storage/Storage.ts";
import { revokeVouchers } from "../vouchers/revokeVouchers.ts";
import type { NetsClient } from "./payments/netsClient.ts";

export type RefundOutcome =
  | { kind: "unknown-order" }
  // not a paid card order (pending, failed, refunded already)
  | { kind: "not-refundable"; status: string }
  // the provider said no (or has no payment for it)
  | { kind: "refused" }
  | { kind: "refunded"; amount: number; currency: string; codes: string[]; loggedOut: string[] };

/**
 * Refunds a completed card order through the provider (its refund call; the sandbox refunds too),
 * then marks it refunded (no longer a sale in the reports) and revokes its vouchers, so that no
 * device goes on with them: the devices on them are logged out (the caller disconnects them).
 * After partial refunds (refundVoucher.ts) it gives back what is left, and revokes the vouchers
 * not refunded yet.
 */
export async function refundOrder(
  d: { store: Storage; nets: NetsClient; now: () => number },
  zoneId: string,
  publicId: string,
): Promise<RefundOutcome> {
  const order = await d.store.db
    .selectFrom("orders")
    .select(["status", "amount", "currency", "refunded_amount"])
    .where("public_id", "=", publicId)
    .where("zone_id", "=", zoneId)
    .executeTakeFirst();
  if (!order) return { kind: "unknown-order" };
  if (order.status !== "completed") return { kind: "not-refundable", status: order.status };
  const payment = await d.store.db
    .selectFrom("payments")
    .select("payment_id")
    .where("public_id", "=", publicId)
    .where("status", "=", "completed")
    .executeTakeFirst();
  const amount = Number(order.amount) - Number(order.refunded_amount);
  if (!payment || !(await d.nets.refundPayment(payment.payment_id, amount))) return { kind: "refused" };
  const now = d.now();
  // only the completed order becomes refunded: a second refund meanwhile found it refunded
  await d.store.db
    .updateTable("orders")
    .set({ status: "refunded", ended_at: now, refunded_amount: order.amount })
    .where("public_id", "=", publicId)
    .where("status", "=", "completed")
    .execute();
  const codes = await d.store.db
    .selectFrom("order_vouchers")
    .select("code")
    .where("public_id", "=", publicId)
    .where("refunded_at", "is", null)
    .orderBy("position")
    .execute();
  await d.store.db
    .updateTable("order_vouchers")
    .set({ refunded_at: now })
    .where("public_id", "=", publicId)
    .where("refunded_at", "is", null)
    .execute();
  const loggedOut: string[] = [];
  for (const { code } of codes) {
    const revoked = await revokeVouchers(d.store, { code, zoneId }, now);
    if (revoked.kind === "revoked") loggedOut.push(...revoked.loggedOut);
  }
  return {
    ...{ kind: "refunded", amount, currency: order.currency },
    ...{ codes: codes.map((c) => c.code), loggedOut },
  };
}
