import type { Database } from "better-sqlite3";
import { alwaysLeader, type Leadership, type StartJobs } from "../cluster/PeriodicJobs.ts";
import { pgLeadership } from "../cluster/pgLeadership.ts";
import { openDatabase } from "../db/openDatabase.ts";
import { PgSandboxPayments } from "../payments/sandbox/PgSandboxPayments.ts";
import { SandboxPayments, type SandboxPaymentStore } from "../payments/sandbox/SandboxPayments.ts";
import type { LimitStore } from "../rateLimit/LimitStore.ts";
import { PgLimitStore } from "../rateLimit/PgLimitStore.ts";
import { SqliteLimitStore } from "../rateLimit/SqliteLimitStore.ts";
import type { Upkeep } from "../maintenance/Upkeep.ts";
import { PgUpkeep } from "./pg/PgUpkeep.ts";
import { SqliteUpkeep } from "./sqlite/SqliteUpkeep.ts";
import type { CruiseStorage } from "./CruiseStorage.ts";
import type { OrderStorage } from "./OrderStorage.ts";
import { PgCruiseStorage } from "./pg/PgCruiseStorage.ts";
import { migratePg } from "./pg/pgMigrate.ts";
import { PgOrderStorage } from "./pg/PgOrderStorage.ts";
import { createPool } from "./pg/pgPool.ts";
import { PgStorage } from "./pg/PgStorage.ts";
import { SqliteStorage } from "./SqliteStorage.ts";
import { SqliteCruiseStorage } from "./sqlite/SqliteCruiseStorage.ts";
import { SqliteOrderStorage } from "./sqlite/SqliteOrderStorage.ts";
import type { Storage } from "./Storage.ts";

export interface StorageBackend {
  kind: "sqlite" | "postgres";
  storage: Storage;
  orders: OrderStorage;
  cruise: CruiseStorage;
  // where the mail outbox lives, for the log
  where: string;
  // the SQLite connection (its WAL checkpointer needs it); none on PostgreSQL
  sqlite?: Database;
  // rate-limit counters: in the database file on SQLite, shared by every server on PostgreSQL
  limits: LimitStore;
  // reconciliation's and pruning's queries (server/maintenance/startMaintenance.ts)
  upkeep: Upkeep;
  // the payment sandbox's payments (used only when PAYMENT_PROVIDER=sandbox)
  sandboxPayments: SandboxPaymentStore;
  // migrations: SQLite's ran when the file opened, PostgreSQL's run here, once across servers
  prepare(): Promise<void>;
  // the load balancer's health check: can this server reach its database now?
  reachable(): Promise<boolean>;
  // runs the periodic jobs here, or only on the cluster's leader
  lead(start: StartJobs): Leadership;
  close(): Promise<void>;
}

// SQLite in <dataDir> by default; PostgreSQL when a database URL is given (DATABASE_URL)
export function openStorage(dataDir: string, databaseUrl?: string, poolSize?: number): StorageBackend {
  if (databaseUrl) {
    const pool = createPool(databaseUrl, poolSize);
    const host = new URL(databaseUrl).host;
    return {
      kind: "postgres",
      storage: new PgStorage(pool),
      orders: new PgOrderStorage(pool),
      cruise: new PgCruiseStorage(pool),
      where: `the PostgreSQL database at ${host}`,
      limits: new PgLimitStore(pool),
      upkeep: new PgUpkeep(pool),
      sandboxPayments: new PgSandboxPayments(pool),
      prepare: async () => {
        await migratePg(pool);
      },
      reachable: () =>
        pool.query("SELECT 1").then(
          () => true,
          () => false,
        ),
      lead: (start) => pgLeadership(databaseUrl, start),
      close: () => pool.end(),
    };
  }
  const db = openDatabase(dataDir);
  const storage = new SqliteStorage(db);
  return {
    kind: "sqlite",
    storage,
    orders: new SqliteOrderStorage(db),
    cruise: new SqliteCruiseStorage(db),
    where: `${dataDir}/gangway.db`,
    sqlite: db,
    limits: new SqliteLimitStore(db),
    upkeep: new SqliteUpkeep(db),
    sandboxPayments: new SandboxPayments(db),
    prepare: async () => {},
    reachable: async () => db.open,
    lead: alwaysLeader,
    close: async () => storage.close(),
  };
}
