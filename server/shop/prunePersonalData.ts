import type { Storage } from "../storage/Storage.ts";

export interface RetentionReport {
  // orders whose names and e-mail were removed (amounts, lines and vouchers stay for the books)
  anonymised: number;
  // failed and cancelled checkouts deleted, with their lines and payments
  checkouts: number;
  mail: number;
  notices: number;
}

const UNSUCCESSFUL = ["failed", "cancelled"];

/**
 * What the terms promise (RETENTION_DAYS, 30 by default): an order placed before `before` keeps its
 * amounts and counts but loses its buyer's names and e-mail; a failed or cancelled checkout of
 * that age goes, as do order e-mails and the provider's notices. Run by the maintenance round.
 */
export function prunePersonalData(store: Storage, before: number, now: number): Promise<RetentionReport> {
  return store.transaction(async ({ q }) => {
    const anonymised = await q
      .updateTable("orders")
      .set({ first_name: null, last_name: null, email: null, anonymised_at: now })
      .where("created_at", "<", before)
      .where("anonymised_at", "is", null)
      .where("status", "not in", UNSUCCESSFUL)
      .executeTakeFirst();
    const checkouts = await q
      .deleteFrom("orders")
      .where("created_at", "<", before)
      .where("status", "in", UNSUCCESSFUL)
      .executeTakeFirst();
    const mail = await q.deleteFrom("mail_outbox").where("created_at", "<", before).executeTakeFirst();
    const notices = await q
      .deleteFrom("payment_notices")
      .where("received_at", "<", before)
      .executeTakeFirst();
    return {
      anonymised: Number(anonymised.numUpdatedRows),
      checkouts: Number(checkouts.numDeletedRows),
      mail: Number(mail.numDeletedRows),
      notices: Number(notices.numDeletedRows),
    };
  });
}

/**
 * A client can place checkouts that fail or are never paid (within its rate limits): the newest
 * `maxRows` of them are kept for the checkout report, the oldest beyond go before their time.
 */
export async function capUnsuccessfulCheckouts(store: Storage, maxRows: number): Promise<number> {
  const cut = await store.db
    .selectFrom("orders")
    .select("created_at")
    .where("status", "in", UNSUCCESSFUL)
    .orderBy("created_at", "desc")
    .limit(1)
    .offset(maxRows)
    .executeTakeFirst();
  if (!cut) return 0;
  const result = await store.db
    .deleteFrom("orders")
    .where("status", "in", UNSUCCESSFUL)
    .where("created_at", "<=", cut.created_at)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
