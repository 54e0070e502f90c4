import type { DisconnectAnswer } from "../gateway/aaa/Disconnector.ts";
import type { NetsClient } from "../shop/payments/netsClient.ts";
import { refundOrder } from "../shop/refundOrder.ts";
import { refundVoucher } from "../shop/refundVoucher.ts";
import { appendAudit } from "./appendAudit.ts";
import type { Clerk, DeskDeps } from "./DeskDeps.ts";

/**
 * Refunds a card order (shop/refundOrder.ts), or one voucher of it when `code` names one
 * (shop/refundVoucher.ts: its line's price, that voucher alone revoked), disconnects the revoked
 * vouchers' devices at once, and audits it (`refund`, or `refund-voucher` with the voucher).
 */
export async function refundCard(
  d: DeskDeps & { nets: NetsClient },
  by: Clerk,
  zoneId: string,
  publicId: string,
  code?: string,
) {
  const outcome = code
    ? await refundVoucher(d, zoneId, publicId, code)
    : await refundOrder(d, zoneId, publicId);
  const answers: DisconnectAnswer[] = [];
  if (outcome.kind === "refunded")
    for (const mac of outcome.loggedOut) answers.push(...(await d.disconnect(zoneId, mac, "console-refund")));
  await appendAudit(d.store.db, {
    ...{ at: d.now(), account: by.account, address: by.address, zoneId, target: publicId },
    action: code ? "refund-voucher" : "refund",
    before:
      outcome.kind === "refunded" ? { status: "completed", ...(code ? { voucher: code } : {}) } : undefined,
    after:
      outcome.kind === "refunded"
        ? {
            ...(code ? { voucher: code } : { status: "refunded" }),
            amount: outcome.amount,
            currency: outcome.currency,
            revoked: outcome.codes,
            answers,
          }
        : undefined,
    outcome: outcome.kind,
  });
  return outcome.kind === "refunded" ? { ...outcome, answers } : outcome;
}
