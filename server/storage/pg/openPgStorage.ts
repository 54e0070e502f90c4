import { Kysely, PostgresDialect, sql } from "kysely";
import { applyMigrations } from "../applyMigrations.ts";
import type { Db, OrderedTable, Storage, Tx } from "../Storage.ts";
import type { Tables } from "../Tables.ts";
import { pgLeadership } from "./pgLeadership.ts";
import { createPool } from "./createPool.ts";

// serialization_failure and deadlock_detected: PostgreSQL rolled the transaction back and a
// second run sees the winner's commit
const RETRYABLE = new Set(["40001", "40P01"]);
const ATTEMPTS = 5;
// any fixed number: the advisory lock that lets one starting server migrate while the others wait
const MIGRATION_LOCK = 0x6a6e_7761_7901;
// the identity columns that keep the order rows were written in (SQLite's rowid)
const ROW_ORDER: Record<OrderedTable, string> = {
  order_lines: "line_no",
  payments: "seq",
  cruise_jobs: "seq",
};

const txOf = (q: Db): Tx => ({
  q,
  forUpdate: (query) => query.forUpdate(),
  // for the rest of the transaction: a number names a lock the servers share by value, a string
  // (a device, say) is hashed to one, whether or not it has a row yet
  lock: async (key) => {
    if (typeof key === "number") await sql`SELECT pg_advisory_xact_lock(${key})`.execute(q);
    else await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(q);
  },
});

/**
 * PostgreSQL, shared by every server of a cluster. A transaction runs on one pooled connection; a
 * use case locks what it decides on (SELECT … FOR UPDATE, or an advisory lock), so parallel
 * requests on any server take turns, and a deadlock between two turns is retried with a little jitter.
 */
export function openPgStorage(url: string, poolSize?: number): Storage {
  const db: Db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: createPool(url, poolSize) }) });

  async function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute((q) => work(txOf(q)));
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!code || !RETRYABLE.has(code) || attempt >= ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }

  return {
    kind: "postgres",
    db,
    transaction,
    rowOrder: (table) => ROW_ORDER[table],
    // another server may reconcile the zones: a zone read here is trusted this long
    zoneCacheMs: 10_000,
    where: `the PostgreSQL database at ${new URL(url).host}`,
    // PostgreSQL's DDL is transactional: all of them or none, one server after the other
    migrate: (migrations) =>
      transaction(async (tx) => {
        await tx.lock(MIGRATION_LOCK);
        const exec = async (script: string) => {
          await sql.raw(script).execute(tx.q);
        };
        return applyMigrations(tx, exec, "postgres", migrations);
      }),
    reachable: () =>
      sql`SELECT 1`.execute(db).then(
        () => true,
        () => false,
      ),
    // a standby (or default_transaction_read_only) takes no write: 25006, as a write would fail
    probeWrite: async () => {
      const { rows } = await sql<{
        ro: string;
      }>`SELECT current_setting('transaction_read_only') AS ro`.execute(db);
      if (rows[0]?.ro === "on")
        throw Object.assign(new Error("the PostgreSQL database is read-only"), { code: "25006" });
    },
    lead: (start) => pgLeadership(url, start),
    close: () => db.destroy(),
  };
}
