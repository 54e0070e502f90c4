import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { LAST_GOOD_MANIFESTS } from "../zones/zonesPlugin.ts";
import { checkVesselId } from "./checkVesselId.ts";
import { type ShipShoreLink, NO_SHIP_SHORE_LINK } from "./ShipShoreLink.ts";
import { startShipShoreLink } from "./startShipShoreLink.ts";
import { type EnvOption, ownSection } from "../env/ownSection.ts";
import { readShipShoreEnv } from "./readShipShoreEnv.ts";

declare module "fastify" {
  interface FastifyInstance {
    // ship and shore: this database's links, and whether a vessel's card store may sell now
    shipShoreLink: ShipShoreLink;
  }
}

export interface ShipShorePluginOptions {
  // FLEET_HEARTBEAT_MS: how often a linked database's leader writes its heartbeat and the link's
  // round runs (default 15 s); a ship's card store closes after three missed ones
  heartbeatMs?: number;
  // VESSEL_ID: the vessel this server is the Gangway of; its database must be linked as that vessel
  vesselId?: string;
}

export interface ShipShorePluginDeps {
  // handed by the composition from the storage's section: a link needs PostgreSQL
  databaseUrl: string | undefined;
}

/**
 * Ship and shore (server/shipShore/): on PostgreSQL, once npm run fleet -- link has linked the
 * database. A ship knows whether its link is up before it answers its first shop request; the
 * link stops first when the app closes.
 */
async function shipShorePlugin(
  app: FastifyInstance,
  options: ShipShorePluginOptions & ShipShorePluginDeps & EnvOption,
): Promise<void> {
  // its own section of the environment, under what the composition or a test hands it
  const o = ownSection(options, readShipShoreEnv);
  const link = o.databaseUrl
    ? startShipShoreLink({
        ...{ store: app.storage, databaseUrl: o.databaseUrl, heartbeatMs: o.heartbeatMs ?? 15_000 },
        ...{ manifestsDir: () => app.zones.dir, keepDir: join(app.dataDir, LAST_GOOD_MANIFESTS) },
        ...{ reload: () => app.reloadZones(), now: app.now, log: app.log },
      })
    : NO_SHIP_SHORE_LINK;
  app.decorate("shipShoreLink", link);
  // after the periodic jobs' onReady: the link's rounds ask whether this server leads
  app.addHook("onReady", async () => {
    link.start(() => app.isLeader());
    await link.first();
    checkVesselId(o.vesselId, link.status(), app.log);
  });
  app.addHook("onClose", () => link.stop());
}

export default fp(shipShorePlugin, {
  name: "gangway-ship-shore",
  dependencies: ["gangway-zones", "gangway-maintenance"],
});
