import type { Database } from "better-sqlite3";
import type { AwaitingPayment, Upkeep } from "../../maintenance/Upkeep.ts";
import { endedSessionsWhere } from "./endedSessionsSql.ts";

export class SqliteUpkeep implements Upkeep {
  readonly #awaiting;
  readonly #cancel;
  readonly #abandoned;
  readonly #cap;
  readonly #cruiseJobs;
  readonly #endedSessions;

  constructor(db: Database) {
    this.#awaiting = db.prepare(`SELECT o.public_id AS publicId, p.payment_id AS paymentId,
      p.notify_auth AS notifyAuth, o.amount, o.currency, o.created_at AS createdAt
      FROM orders o JOIN payments p ON p.public_id = o.public_id
      WHERE o.status = 'pending' AND p.status = 'created' ORDER BY o.created_at LIMIT ?`);
    // only an order not completed meanwhile: a notice may have won the race
    this.#cancel = db.prepare("DELETE FROM orders WHERE public_id = ? AND status <> 'completed'");
    this.#abandoned = db.prepare("DELETE FROM orders WHERE status = 'creating' AND created_at < ?");
    this.#cap = db.prepare(
      "DELETE FROM analytics_events WHERE id <= (SELECT MAX(id) FROM analytics_events) - ?",
    );
    this.#cruiseJobs = db.prepare("DELETE FROM cruise_jobs WHERE charge_id IS NULL AND created_at < ?");
    this.#endedSessions = db.prepare(`DELETE FROM sessions WHERE ${endedSessionsWhere("@before", "@now")}`);
  }

  async awaitingPayment(limit: number): Promise<AwaitingPayment[]> {
    return this.#awaiting.all(limit) as AwaitingPayment[];
  }

  async cancelOrder(publicId: string): Promise<void> {
    this.#cancel.run(publicId);
  }

  async pruneAbandoned(before: number): Promise<number> {
    return this.#abandoned.run(before).changes;
  }

  async capAnalytics(maxRows: number): Promise<number> {
    return this.#cap.run(maxRows).changes;
  }

  async pruneCruiseJobs(before: number): Promise<number> {
    return this.#cruiseJobs.run(before).changes;
  }

  async pruneEndedSessions(before: number, now: number): Promise<number> {
    return this.#endedSessions.run({ before, now }).changes;
  }
}
