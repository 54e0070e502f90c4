import type { FastifyBaseLogger } from "fastify";
import type { Storage } from "../storage/Storage.ts";
import { applyRevocations } from "./applyRevocations.ts";
import type { ShipShoreLink, ShipShoreStatus } from "./ShipShoreLink.ts";
import { type ShipShoreSide, shipShoreSide } from "./shipShoreSide.ts";
import { writeBeat } from "./readBeats.ts";
import { echoSite, linkNames, SHORE_SITE } from "./linkNames.ts";
import { mirrorBeats, readLinks } from "./readLinks.ts";
import { MirrorDatabases } from "./MirrorDatabases.ts";
import { publishManifests } from "./publishManifests.ts";
import { receiveManifests } from "./receiveManifests.ts";
import { syncPublications } from "./syncPublications.ts";

export interface ShipShoreLinkOptions {
  store: Storage;
  // the server's own PostgreSQL URL (its credentials reach the vessels' copies on the shore's cluster)
  databaseUrl: string;
  // FLEET_HEARTBEAT_MS: how often each side's leader writes its heartbeat and everything here runs
  heartbeatMs: number;
  // the manifests folder served now (a ship writes the shore's manifests there), and the last good fleet
  manifestsDir: () => string;
  keepDir: string;
  reload: () => Promise<unknown>;
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * The ship-and-shore link as a server runs it, every heartbeat: which side its database is on
 * (npm run fleet -- link records it; an unlinked database does nothing more), its leader's
 * heartbeat, and then on board: the shore's revocations applied to the devices, the shore's
 * manifests written to the folder and reloaded; on shore: its manifests published, each vessel's
 * publication kept to the vessel's zones, and each vessel's heartbeat echoed back to it. The
 * links' states (ShipShoreLink.ts) are read here too, for /healthz, /metrics and the card store.
 */
export function startShipShoreLink(o: ShipShoreLinkOptions): ShipShoreLink {
  const stale = 3 * o.heartbeatMs;
  const mirrors = new MirrorDatabases(o.databaseUrl);
  const published: { print?: string } = {};
  const applied: { digest?: string } = {};
  let status: ShipShoreStatus = { side: "none", links: [] };
  let leader: () => boolean = () => false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  // one failure logged per kind until it passes: a cut link must not flood the log every second
  const failing = new Set<string>();
  const step = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
      if (failing.delete(what)) o.log.info({ step: what }, "fleet link: working again");
    } catch (err) {
      if (!failing.has(what)) o.log.warn({ err, step: what }, "fleet link: a step failed, trying again");
      failing.add(what);
    }
  };

  // on board: the shore's revocations applied to the devices, its manifests written and reloaded
  async function onBoard(): Promise<void> {
    if (leader())
      await step("revocations", async () => {
        const out = await applyRevocations(o.store);
        if (out.length)
          o.log.info({ devices: out.length }, "fleet link: devices on revoked vouchers logged out");
      });
    await step("manifests", async () => {
      const written = await receiveManifests(o.store.db, o.manifestsDir(), applied);
      if (written.length === 0) return;
      o.log.info({ operators: written }, "fleet link: the shore's manifests written, reloading");
      await o.reload();
    });
  }

  // on shore: its manifests published, each vessel's publication kept to the vessel's zones, its
  // copy migrated (an upgraded shore takes the columns its ships will send), its heartbeat echoed
  async function onShore(vessels: string[], now: number): Promise<void> {
    await step("manifests", async () => {
      const n = await publishManifests(o.store, o.keepDir, published, now);
      if (n) o.log.info({ files: n }, "fleet link: manifests published to the vessels");
    });
    if (leader())
      await step("publications", async () => {
        const changed = await syncPublications(o.store);
        if (changed.length)
          o.log.info(
            { vessels: changed },
            "fleet link: vessels' zones published anew (and their roles' policies)",
          );
      });
    for (const vessel of vessels)
      await step(`copy of ${vessel}`, async () => {
        const link = await o.store.db
          .selectFrom("fleet_links")
          .select("mirror_database")
          .where("vessel", "=", vessel)
          .executeTakeFirst();
        await mirrors.migrate(link?.mirror_database ?? linkNames(vessel).mirrorDatabase);
        const beat = (await mirrorBeats(o.store.db, mirrors, vessel)).get(vessel);
        if (leader() && beat !== undefined) await writeBeat(o.store.db, echoSite(vessel), beat);
      });
  }

  async function tick(): Promise<void> {
    const now = o.now();
    let site: ShipShoreSide | undefined;
    await step("site", async () => {
      site = await shipShoreSide(o.store.db);
    });
    // the database did not answer: what the last round found stands (a ship stays offline)
    if (!site) return;
    const here = site as ShipShoreSide;
    if (leader() && here.side !== "none")
      await step("heartbeat", () =>
        writeBeat(o.store.db, here.side === "ship" ? here.vessel : SHORE_SITE, now),
      );
    if (here.side === "ship") await onBoard();
    if (here.side === "shore") await onShore(here.vessels, now);
    await step("status", async () => {
      status = await readLinks(o.store.db, here, mirrors, o.now(), stale);
    });
  }

  const loop = () => {
    if (stopped) return;
    running = tick().finally(() => {
      running = undefined;
      if (stopped) return;
      timer = setTimeout(loop, o.heartbeatMs);
      timer.unref();
    });
  };

  return {
    status: () => status,
    cardPaymentsOpen: () =>
      status.side !== "ship" || status.links.some((l) => l.direction === "shore-to-ship" && l.state === "up"),
    start(isLeader) {
      leader = isLeader;
      loop();
    },
    first: () => running ?? Promise.resolve(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await mirrors.close();
    },
  };
}
