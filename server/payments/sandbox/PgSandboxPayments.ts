import type { Pool } from "../../storage/pg/pgPool.ts";
import {
  OPEN_FOR_MS,
  PAID_KEPT_MS,
  type SandboxPayment,
  type SandboxPaymentStore,
} from "./SandboxPayments.ts";

// the sandbox's payments in the database every server of a cluster shares: the checkout frame may
// load from one server and pay through another
export class PgSandboxPayments implements SandboxPaymentStore {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async put(p: SandboxPayment): Promise<void> {
    await this.#pool.query(
      "INSERT INTO sandbox_payments (payment_id, status, payment_json, created_at) VALUES ($1, $2, $3, $4)",
      [p.paymentId, p.status, JSON.stringify(p), p.createdAt],
    );
  }

  async get(paymentId: string): Promise<SandboxPayment | undefined> {
    const { rows } = await this.#pool.query<{ status: SandboxPayment["status"]; payment_json: string }>(
      "SELECT status, payment_json FROM sandbox_payments WHERE payment_id = $1",
      [paymentId],
    );
    const row = rows[0];
    return row && { ...(JSON.parse(row.payment_json) as SandboxPayment), status: row.status };
  }

  async reserve(paymentId: string): Promise<boolean> {
    const { rowCount } = await this.#pool.query(
      "UPDATE sandbox_payments SET status = 'reserved' WHERE payment_id = $1 AND status = 'open'",
      [paymentId],
    );
    return (rowCount ?? 0) > 0;
  }

  async terminate(paymentId: string): Promise<boolean> {
    const { rowCount } = await this.#pool.query(
      "UPDATE sandbox_payments SET status = 'terminated' WHERE payment_id = $1 AND status = 'open'",
      [paymentId],
    );
    return (rowCount ?? 0) > 0;
  }

  async prune(now: number): Promise<void> {
    await this.#pool.query(
      "DELETE FROM sandbox_payments WHERE (status <> 'reserved' AND created_at < $1) OR created_at < $2",
      [now - OPEN_FOR_MS, now - PAID_KEPT_MS],
    );
  }
}
