import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { addAccount } from "../../server/console/addAccount.ts";
import { linkNames } from "../../server/shipShore/linkNames.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { createDatabase, startThrowawayPostgres } from "../../tools/pg/throwawayPostgres.ts";
import { type ChildServer, startChildServer } from "../server/helpers/childServer.ts";
import { scaled } from "../timeoutFactor.ts";
import { fillVesselCopy } from "./fillVesselCopy.ts";

export const VESSEL = "gangnet/premium";
export const PASSWORD = "e2e-shore-password-long-enough";

export interface Shore {
  base: string;
  close(): Promise<void>;
}

// how often the shore's link round runs (FLEET_HEARTBEAT_MS): the page shows the last round's states
const HEARTBEAT_MS = Math.max(1000, scaled(1000));

/**
 * A shore on a PostgreSQL cluster of its own (fsync off), with one vessel linked, and its server.
 * Not a real link (that takes a second cluster, a ship's server and logical replication workers):
 * the link's traces on the shore's cluster are made as `npm run fleet -- link` and replication
 * make them — the link record, the vessel's copy (a database, migrated), the copy's subscription
 * (made without connecting: no worker runs), the shore's replication slot for the ship (real: its
 * lag in bytes grows with the shore's WAL), and the heartbeats the ship's publication brings into
 * the copy, written every half beat as long as the shore runs; in the copy, a day's traces of the
 * vessel (fillVesselCopy.ts).
 */
export async function startShore(accounts: { name: string; scope: string }[]): Promise<Shore> {
  const cluster = await startThrowawayPostgres({ logical: {} });
  // the cluster is a daemon of its own: it goes with this worker even if afterAll never runs (the
  // worker ends on an uncaught error); a worker killed by a signal leaves it behind
  const stopCluster = () => cluster.stop();
  process.once("exit", stopCluster);
  const dataDir = mkdtempSync(join(tmpdir(), "gangway-e2e-shore-"));
  let server: ChildServer | undefined;
  let beats: ReturnType<typeof setInterval> | undefined;
  const close = async () => {
    if (beats) clearInterval(beats);
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    stopCluster();
    process.off("exit", stopCluster);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const names = linkNames(VESSEL);
    const shoreUrl = await createDatabase(cluster.url, "gangway");
    const copyUrl = await createDatabase(cluster.url, names.mirrorDatabase);
    server = await startChildServer(
      dataDir,
      {
        DATABASE_URL: shoreUrl,
        FLEET_HEARTBEAT_MS: String(HEARTBEAT_MS),
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? "dist",
        SERVER_SECRET: "e2e-shore-server-secret-0123456789abcdef",
        // the demo's fleet (a production configuration needs each zone's gateway), without its
        // simulated devices reporting every 5 s: this shore's work is the link's
        ACCESS_CONTROLLER_SIMULATOR: "0",
      },
      120_000,
    );
    await fillVesselCopy(copyUrl, VESSEL);
    await sql(copyUrl, [
      `CREATE SUBSCRIPTION ${names.from} CONNECTION 'host=127.0.0.1 port=${cluster.port} dbname=absent'
       PUBLICATION ${names.from} WITH (connect = false)`,
    ]);
    await sql(shoreUrl, [`SELECT pg_create_logical_replication_slot('${names.to}', 'pgoutput')`]);
    const beat = () =>
      sql(copyUrl, [
        `INSERT INTO fleet_heartbeats (site, beat_at) VALUES ('${VESSEL}', ${Date.now()}), ('shore', ${Date.now()})
         ON CONFLICT (site) DO UPDATE SET beat_at = excluded.beat_at`,
      ]).catch(() => undefined);
    await beat();
    beats = setInterval(beat, HEARTBEAT_MS / 2);
    const store = openStorage(dataDir, shoreUrl);
    try {
      for (const a of accounts) {
        const added = await addAccount(
          store,
          { name: a.name, password: PASSWORD, role: "operator", scope: [a.scope] },
          { account: null, address: "cli" },
          Date.now(),
        );
        if (added.kind !== "added") throw new Error(`${a.name} not added: ${JSON.stringify(added)}`);
      }
      // the link's record last: the shore's next round takes the vessel's copy as it is now
      await store.db
        .insertInto("fleet_links")
        .values({
          vessel: VESSEL,
          side: "shore",
          mirror_database: names.mirrorDatabase,
          linked_at: Date.now(),
        })
        .execute();
    } finally {
      await store.close();
    }
    return { base: server.base, close };
  } catch (err) {
    await close();
    throw err;
  }
}

async function sql(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}
