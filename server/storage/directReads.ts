import type { Database } from "better-sqlite3";
import type { Db } from "./Storage.ts";

// the SQLite file under each Db of an SQLite storage (sqlite/openSqliteStorage.ts)
const files = new WeakMap<Db, Database>();

/** Lets prepared reads on `db` skip Kysely's executor and run on `file` itself (prepared.ts). */
export function readDirectly(db: Db, file: Database): void {
  files.set(db, file);
}

/**
 * The file a prepared read on `db` may run on now, synchronously: only the storage's own Db (a
 * transaction's runs through Kysely), and only while no transaction is open on the file, so the
 * read sees what is committed, as it would after waiting its turn on Kysely's one connection.
 */
export function directFile(db: Db): Database | undefined {
  const file = files.get(db);
  return file?.open && !file.inTransaction ? file : undefined;
}
