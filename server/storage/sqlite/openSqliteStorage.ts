import { Kysely, SqliteDialect, sql } from "kysely";
import { alwaysLeader } from "../../cluster/Leadership.ts";
import { applyMigrations } from "../applyMigrations.ts";
import type { Db, Storage, Tx } from "../Storage.ts";
import type { Tables } from "../Tables.ts";
import { cachedStatements } from "./cachedStatements.ts";
import { readDirectly, transactDirectly } from "../readDirectly.ts";
import { DB_FILE, openSqliteFile } from "./openSqliteFile.ts";
import { startWalCheckpointer } from "./walCheckpointer.ts";

/**
 * The embedded default: one SQLite file in dataDir. A transaction is BEGIN IMMEDIATE on the one
 * connection: it holds the file's write lock from its first statement, and Kysely lets no other
 * query onto the connection until it ends, so check-then-write runs alone. Nothing more to lock.
 */
export function openSqliteStorage(dataDir: string): Storage {
  const file = openSqliteFile(dataDir);
  const db: Db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: cachedStatements(file) }) });
  // the prepared lookups on every request's path run on the file itself (storage/prepared.ts)
  readDirectly(db, file);

  // the connection is this transaction's alone inside execute(): its BEGIN and COMMIT, and its
  // prepared statements (storage/prepared.ts), run on the file at once, not through the executor
  const begin = file.prepare("BEGIN IMMEDIATE");
  const commit = file.prepare("COMMIT");
  const transaction = <T>(work: (tx: Tx) => Promise<T>): Promise<T> =>
    db.connection().execute(async (q) => {
      begin.run();
      transactDirectly(q, file);
      try {
        const result = await work({ q, forUpdate: (query) => query, lock: async () => {} });
        commit.run();
        return result;
      } catch (error) {
        // SQLite may have rolled back already (a full disk, an interrupted statement)
        if (file.inTransaction) file.exec("ROLLBACK");
        throw error;
      }
    });

  return {
    kind: "sqlite",
    db,
    transaction,
    rowOrder: () => "rowid",
    // one server owns the file: zones change only when this process reconciles them
    zoneCacheMs: Number.POSITIVE_INFINITY,
    where: `${dataDir}/${DB_FILE}`,
    migrate: (migrations) =>
      transaction((tx) =>
        applyMigrations(
          tx,
          async (script) => {
            file.exec(script);
          },
          "sqlite",
          migrations,
        ),
      ),
    reachable: async () => file.open,
    // the file's header written again, as it is: one small commit, on the queue of every other
    probeWrite: () =>
      transaction(async (tx) => {
        const { rows } = await sql<{ application_id: number }>`PRAGMA application_id`.execute(tx.q);
        await sql.raw(`PRAGMA application_id = ${Number(rows[0]?.application_id ?? 0)}`).execute(tx.q);
      }),
    lead: alwaysLeader,
    startUpkeep: (intervalMs, report) => startWalCheckpointer(file, intervalMs, report),
    close: async () => {
      if (file.open) await db.destroy();
    },
  };
}
