import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { checkDataDir } from "../DataDirUnwritable.ts";
import type { Storage } from "../Storage.ts";
import { WriteHealth } from "../WriteHealth.ts";
import { openStorage } from "./openStorage.ts";

declare module "fastify" {
  interface FastifyInstance {
    // the database every use case runs on (server/storage/Storage.ts)
    storage: Storage;
    // DATA_DIR: the SQLite file, the server secret, the last good manifests, the brand cache
    dataDir: string;
    // the clock every row is stamped by (tests set it)
    now: () => number;
    // whether the database can be written: a full or read-only disk answers 503, logged once (WriteHealth.ts)
    writeHealth: WriteHealth;
  }
}

export interface StoragePluginOptions {
  // the database lives in <dataDir>/gangway.db, created on first start (unless databaseUrl is set)
  dataDir: string;
  // PostgreSQL instead of SQLite (postgres://user:pass@host:5432/db): what several servers share
  databaseUrl?: string;
  // connections this server keeps to PostgreSQL (default 10)
  databasePoolSize?: number;
  // checkpoint the WAL from a worker thread this often, off the event loop; unset: SQLite's
  // own checkpoints inside commits (fine for tests and small sites)
  walCheckpointIntervalMs?: number;
  now?: () => number;
}

/**
 * The database: checked writable (a read-only or full DATA_DIR stops the start with one line),
 * opened, migrated once every plugin is ready, and closed last (the checkpointer's worker first,
 * so that closing the last connection checkpoints the WAL).
 */
async function storagePlugin(app: FastifyInstance, o: StoragePluginOptions): Promise<void> {
  checkDataDir(o.dataDir);
  const storage = openStorage(o.dataDir, o.databaseUrl, o.databasePoolSize);
  const now = o.now ?? Date.now;
  const writeHealth = new WriteHealth(app.log, now);
  app.decorate("storage", storage);
  app.decorate("dataDir", o.dataDir);
  app.decorate("now", now);
  app.decorate("writeHealth", writeHealth);
  let checkpointer: { stop(): Promise<void> } | undefined;
  app.addHook("onReady", async () => {
    await storage.migrate();
    if (!o.walCheckpointIntervalMs || !storage.startUpkeep) return;
    checkpointer = storage.startUpkeep(o.walCheckpointIntervalMs, {
      // a full or read-only disk is an episode of WriteHealth's, logged once; anything else here
      failed: (error) => {
        if (!writeHealth.failed(error, "WAL checkpoint"))
          app.log.error({ error: error.message }, "WAL checkpoint failed");
      },
      succeeded: () => writeHealth.succeeded(),
    });
  });
  app.addHook("onClose", async () => {
    await checkpointer?.stop();
    await storage.close();
  });
}

export default fp(storagePlugin, { name: "gangway-storage" });
