import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { BuildAppOptions } from "../BuildAppOptions.ts";
import type { ZoneRegistry } from "../zones/ZoneRegistry.ts";
import { type FleetLink, NO_FLEET_LINK } from "../shipShore/FleetLink.ts";
import { startFleetLink } from "../shipShore/startFleetLink.ts";
import type { Storage } from "../storage/Storage.ts";
import { LAST_GOOD_MANIFESTS } from "./openZones.ts";

/** Ship and shore (server/shipShore/): on PostgreSQL, once npm run fleet -- link has linked the database. */
export function fleetLinkOf(
  app: FastifyInstance,
  options: BuildAppOptions,
  deps: { storage: Storage; zones: ZoneRegistry; now: () => number },
): FleetLink {
  if (!options.databaseUrl) return NO_FLEET_LINK;
  return startFleetLink({
    ...{
      store: deps.storage,
      databaseUrl: options.databaseUrl,
      heartbeatMs: options.fleetHeartbeatMs ?? 15_000,
    },
    ...{ manifestsDir: () => deps.zones.dir, keepDir: join(options.dataDir, LAST_GOOD_MANIFESTS) },
    ...{ reload: () => app.reloadZones(), now: deps.now, log: app.log },
  });
}
