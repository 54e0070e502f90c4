import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { reconcileZones } from "./reconcileZones.ts";
import { refusalMessage } from "./refusalMessage.ts";
import { ZoneRecords } from "./ZoneRecords.ts";
import { ZoneRegistry } from "./ZoneRegistry.ts";
import { type EnvOption, ownSection } from "../env/ownSection.ts";
import { readZonesEnv } from "./readZonesEnv.ts";

declare module "fastify" {
  interface FastifyInstance {
    // the manifests' zones as served now (reloaded on SIGHUP)
    zones: ZoneRegistry;
    // the active zones as reconciled into the database
    zoneRecords: ZoneRecords;
  }
}

export const DEFAULT_MANIFESTS_DIR = fileURLToPath(new URL("../../manifests/", import.meta.url));
// in DATA_DIR: the fleet last served, for a start or reload on a folder with problems
export const LAST_GOOD_MANIFESTS = "last-good-manifests";

export interface ZonesPluginOptions {
  // the manifests folder (default: the repository's manifests/): linted at start, its zones
  // reconciled into the database on every start and reloadZones() (SIGHUP)
  manifestsDir?: string;
  // tests: a reload's worker, once it has linted the folder, sets [1] and waits until [0] is
  // non-zero (Atomics, on a SharedArrayBuffer), so a test can hold a reload under way
  reloadGate?: Int32Array;
}

/**
 * The fleet's zones. Invalid manifests fail here, before anything is served; a folder with problems
 * is served as far as it can be: the good operators as they are, the others at their last good
 * version, kept beside the data (fleet/snapshotAnswer.ts). Reconciled into the database once it is
 * migrated; the lint's worker closed with the app.
 */
async function zonesPlugin(app: FastifyInstance, options: ZonesPluginOptions & EnvOption): Promise<void> {
  // its own section of the environment, under what the composition or a test hands it
  const o = ownSection(options, readZonesEnv);
  const zones = new ZoneRegistry(o.manifestsDir ?? DEFAULT_MANIFESTS_DIR, {
    reloadGate: o.reloadGate,
    keepDir: join(app.dataDir, LAST_GOOD_MANIFESTS),
    now: app.now,
  });
  const zoneRecords = new ZoneRecords(app.storage);
  app.decorate("zones", zones);
  app.decorate("zoneRecords", zoneRecords);
  app.addHook("onReady", async () => {
    const report = await reconcileZones(app.storage, zones.zones, app.now());
    zoneRecords.forget();
    app.log.info({ manifestsDir: zones.dir, zones: zones.zones.length, ...report }, "zones reconciled");
    const { refused } = zones;
    if (refused) app.log.error({ manifestsDir: zones.dir, ...refused }, refusalMessage(refused));
  });
  app.addHook("onClose", async () => {
    await zones.close();
  });
}

export default fp(zonesPlugin, { name: "gangway-zones", dependencies: ["gangway-storage"] });
