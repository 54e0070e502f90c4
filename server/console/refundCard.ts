import type { DisconnectAnswer } from "../gateway/aaa/Disconnector.ts";
import type { NetsClient } from "../shop/payments/netsClient.ts";
import { refundOrder } from "../shop/refundOrder.ts";
import { appendAudit } from "./audit.ts";
import type { Clerk, DeskDeps } from "./deskActions.ts";

/** Refunds a card order (shop/refundOrder.ts), disconnects its vouchers' devices at once, and audits it. */
export async function refundCard(
  d: DeskDeps & { nets: NetsClient },
  by: Clerk,
  zoneId: string,
  publicId: string,
) {
  const outcome = await refundOrder(d, zoneId, publicId);
  const answers: DisconnectAnswer[] = [];
  if (outcome.kind === "refunded")
    for (const mac of outcome.loggedOut) answers.push(...(await d.disconnect(zoneId, mac, "console-refund")));
  await appendAudit(d.store.db, {
    ...{ at: d.now(), account: by.account, address: by.address, action: "refund", zoneId, target: publicId },
    before: outcome.kind === "refunded" ? { status: "completed" } : undefined,
    after:
      outcome.kind === "refunded"
        ? {
            status: "refunded",
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
