import type { Kysely, SelectQueryBuilder } from "kysely";
import type { Leadership, StartJobs } from "../cluster/Leadership.ts";
import type { Migration } from "./Migration.ts";
import type { Tables } from "./Tables.ts";

/** One query, either database: Kysely compiles it to SQLite's or PostgreSQL's SQL. */
export type Db = Kysely<Tables>;

// the tables whose rows are read back in the order they were written
export type OrderedTable = "order_lines" | "payments" | "cruise_jobs";

/**
 * Inside one transaction. A use case reads what it decides on with `forUpdate` (the row), or
 * `lock` (a device or a name, whether or not it has a row yet), so that parallel requests on any
 * server take turns; then it writes with `q`.
 */
export interface Tx {
  readonly q: Db;
  forUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  lock(key: string | number): Promise<void>;
}

/**
 * The storage port: a row-level database that the features' use cases run on, written once.
 * Two adapters hold what differs: SQLite (sqlite/openSqliteStorage.ts; one connection, IMMEDIATE
 * transactions that hold the whole file) and PostgreSQL (pg/openPgStorage.ts; a pool, row and
 * advisory locks, a deadlock retried).
 */
/** What the database's upkeep tells: a round failed (once per kind of failure), or worked again after one. */
export interface UpkeepReport {
  failed(error: Error & { code?: string }): void;
  succeeded(): void;
}

export interface Storage {
  readonly kind: "sqlite" | "postgres";
  // reads outside a transaction
  readonly db: Db;
  // runs `work` in one transaction; may run it again after a deadlock, so it must only touch the database
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  // the column that orders a table's rows as written (SQLite's rowid)
  rowOrder(table: OrderedTable): string;
  // how long a zone read here may be trusted (another server may reconcile on PostgreSQL)
  readonly zoneCacheMs: number;
  // where the data lives, for the log
  readonly where: string;
  // applies the migrations not yet applied, returns their names (servers starting at once take
  // turns); the shipped ones unless told otherwise
  migrate(migrations?: Migration[]): Promise<string[]>;
  // the load balancer's health check: can this server reach its database now?
  reachable(): Promise<boolean>;
  // /healthz: one small write, which throws the database's error when it cannot be written now
  probeWrite(): Promise<void>;
  // runs the periodic jobs here, or only on the cluster's leader
  lead(start: StartJobs): Leadership;
  // the database's own upkeep beside the server's work, every intervalMs (SQLite: its WAL
  // checkpoints, in a worker thread); none on PostgreSQL, whose server does its own
  startUpkeep?(intervalMs: number, report: UpkeepReport): { stop(): Promise<void> };
  close(): Promise<void>;
}
