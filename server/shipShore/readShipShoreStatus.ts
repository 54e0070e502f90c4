import type { Storage } from "../storage/Storage.ts";
import type { ShipShoreStatus } from "./ShipShoreLink.ts";
import { shipShoreSide } from "./shipShoreSide.ts";
import { MirrorDatabases } from "./MirrorDatabases.ts";
import { readLinks } from "./readLinks.ts";

/**
 * This database's links as a server sees them (npm run fleet -- status): read only, with the
 * servers' own credentials; `heartbeatMs` is theirs (FLEET_HEARTBEAT_MS).
 */
export async function readShipShoreStatus(
  store: Storage,
  databaseUrl: string | undefined,
  heartbeatMs: number,
  now: number,
): Promise<ShipShoreStatus> {
  const site = await shipShoreSide(store.db);
  const mirrors = databaseUrl && site.side === "shore" ? new MirrorDatabases(databaseUrl) : undefined;
  try {
    return await readLinks(store.db, site, mirrors, now, 3 * heartbeatMs);
  } finally {
    await mirrors?.close();
  }
}
