import type { Database } from "better-sqlite3";
import type { Db } from "./Storage.ts";

// the SQLite file under each Db of an SQLite storage (sqlite/openSqliteStorage.ts)
const files = new WeakMap<Db, Database>();
// the file under each open SQLite transaction's Db: the one connection, held by that transaction
const transactions = new WeakMap<Db, Database>();

/** Lets prepared queries on `db` skip Kysely's executor and run on `file` itself (prepared.ts). */
export function readDirectly(db: Db, file: Database): void {
  files.set(db, file);
}

/**
 * The same for a transaction's Db while it runs: Kysely lets no other query onto the connection
 * until it ends, so its statements may run on the file at once, in the transaction.
 */
export function transactDirectly(tx: Db, file: Database): void {
  transactions.set(tx, file);
}

/**
 * The file a prepared query on `db` may run on now, synchronously: the storage's own Db only while
 * no transaction is open on the file (so a read sees what is committed, as it would after waiting
 * its turn on Kysely's one connection), a transaction's Db only while it is open.
 */
export function directFile(db: Db): Database | undefined {
  const file = files.get(db);
  if (file) return file.open && !file.inTransaction ? file : undefined;
  const held = transactions.get(db);
  return held?.open && held.inTransaction ? held : undefined;
}
