import type { AwaitingPayment, Upkeep } from "../../maintenance/Upkeep.ts";
import type { Pool } from "./pgPool.ts";
import { endedSessionsWhere } from "../sqlite/endedSessionsSql.ts";

// SqliteUpkeep's queries on PostgreSQL: run by the cluster's leader only (server/cluster/pgLeadership.ts)
export class PgUpkeep implements Upkeep {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async awaitingPayment(limit: number): Promise<AwaitingPayment[]> {
    const { rows } = await this.#pool.query<AwaitingPayment>(
      `SELECT o.public_id AS "publicId", p.payment_id AS "paymentId", p.notify_auth AS "notifyAuth",
        o.amount, o.currency, o.created_at AS "createdAt"
       FROM orders o JOIN payments p ON p.public_id = o.public_id
       WHERE o.status = 'pending' AND p.status = 'created' ORDER BY o.created_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ ...r, amount: Number(r.amount), createdAt: Number(r.createdAt) }));
  }

  // only an order not completed meanwhile: a notice may have won the race
  async cancelOrder(publicId: string): Promise<void> {
    await this.#pool.query("DELETE FROM orders WHERE public_id = $1 AND status <> 'completed'", [publicId]);
  }

  async pruneAbandoned(before: number): Promise<number> {
    const { rowCount } = await this.#pool.query(
      "DELETE FROM orders WHERE status = 'creating' AND created_at < $1",
      [before],
    );
    return rowCount ?? 0;
  }

  async capAnalytics(maxRows: number): Promise<number> {
    const { rowCount } = await this.#pool.query(
      "DELETE FROM analytics_events WHERE id <= (SELECT MAX(id) FROM analytics_events) - $1",
      [maxRows],
    );
    return rowCount ?? 0;
  }

  async pruneCruiseJobs(before: number): Promise<number> {
    const { rowCount } = await this.#pool.query(
      "DELETE FROM cruise_jobs WHERE charge_id IS NULL AND created_at < $1",
      [before],
    );
    return rowCount ?? 0;
  }

  async pruneEndedSessions(before: number, now: number): Promise<number> {
    const { rowCount } = await this.#pool.query(
      `DELETE FROM sessions WHERE ${endedSessionsWhere("$1", "$2")}`,
      [before, now],
    );
    return rowCount ?? 0;
  }
}
