import type { Storage } from "../../storage/Storage.ts";
import type { Mail } from "./MailTransport.ts";

export interface OutboxMail extends Mail {
  id: number;
  createdAt: number;
  // tries so far, this one included
  attempts: number;
}

/**
 * Mail whose next try is due and that no server holds, oldest first: held for `leaseMs` and its
 * try counted, in one transaction on its rows, so that two servers (or a nudge and the timer)
 * never send one mail at once. A server that dies mid-send lets go when the lease runs out.
 */
export function claimDueMail(
  store: Storage,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<OutboxMail[]> {
  return store.transaction(async (tx) => {
    const { q } = tx;
    const rows = await tx
      .forUpdate(
        q
          .selectFrom("mail_outbox")
          .select(["id", "created_at", "public_id", "to_address", "subject", "body", "html_body", "attempts"])
          .where("sent_at", "is", null)
          .where("failed_at", "is", null)
          .where((eb) => eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", now)]))
          .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
          .orderBy("id")
          .limit(limit),
      )
      .execute();
    if (rows.length === 0) return [];
    await q
      .updateTable("mail_outbox")
      .set((eb) => ({ claimed_until: now + leaseMs, attempts: eb("attempts", "+", 1) }))
      .where(
        "id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    return rows.map((r) => ({
      ...{ id: r.id, createdAt: r.created_at, publicId: r.public_id, to: r.to_address },
      ...{ subject: r.subject, body: r.body, html: r.html_body, attempts: r.attempts + 1 },
    }));
  });
}

export async function markSent(store: Storage, id: number, now: number): Promise<void> {
  await store.db
    .updateTable("mail_outbox")
    .set({ sent_at: now, claimed_until: null, last_error: null })
    .where("id", "=", id)
    .execute();
}

export async function markRetry(store: Storage, id: number, at: number, error: string): Promise<void> {
  await store.db
    .updateTable("mail_outbox")
    .set({ next_attempt_at: at, claimed_until: null, last_error: error })
    .where("id", "=", id)
    .execute();
}

export async function markFailed(store: Storage, id: number, now: number, error: string): Promise<void> {
  await store.db
    .updateTable("mail_outbox")
    .set({ failed_at: now, claimed_until: null, last_error: error })
    .where("id", "=", id)
    .execute();
}

/** Mail not yet sent nor given up: the queue's length (a metric). */
export async function queuedMail(store: Storage): Promise<number> {
  const row = await store.db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("sent_at", "is", null)
    .where("failed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
