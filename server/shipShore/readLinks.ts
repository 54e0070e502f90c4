import type { Db } from "../storage/Storage.ts";
import type { ShipShoreStatus, LinkStatus } from "./ShipShoreLink.ts";
import type { ShipShoreSide } from "./shipShoreSide.ts";
import { readBeats } from "./readBeats.ts";
import { echoSite, linkNames, SHORE_SITE } from "./linkNames.ts";
import { hasSubscription, linkStatus, slotOf } from "./linkStatus.ts";
import type { MirrorDatabases } from "./MirrorDatabases.ts";

/**
 * Every link of this database, each direction, as this side sees it; reads only (npm run fleet --
 * status reads the same). `staleMs`: how old a heartbeat may be for its direction to be up (an
 * echo, which crossed the link twice, twice that).
 */
export async function readLinks(
  db: Db,
  site: ShipShoreSide,
  mirrors: MirrorDatabases | undefined,
  now: number,
  staleMs: number,
): Promise<ShipShoreStatus> {
  if (site.side === "none") return { side: "none", links: [] };
  if (site.side === "ship") {
    const { vessel } = site;
    const names = linkNames(vessel);
    const beats = await readBeats(db);
    return {
      side: "ship",
      vessel,
      links: [
        linkStatus(
          {
            ...{ vessel, direction: "ship-to-shore", slot: await slotOf(db, names.from) },
            ...{ beatAt: beats.get(echoSite(vessel)), staleMs: 2 * staleMs },
          },
          now,
        ),
        linkStatus(
          {
            ...{ vessel, direction: "shore-to-ship", subscribed: await hasSubscription(db, names.to) },
            ...{ beatAt: beats.get(SHORE_SITE), staleMs },
          },
          now,
        ),
      ],
    };
  }
  const links: LinkStatus[] = [];
  for (const vessel of site.vessels) {
    const names = linkNames(vessel);
    const beats = mirrors ? await mirrorBeats(db, mirrors, vessel) : new Map<string, number>();
    const inbound = { vessel, subscribed: await hasSubscription(db, names.from), beatAt: beats.get(vessel) };
    links.push(linkStatus({ ...inbound, direction: "ship-to-shore", staleMs }, now));
    // the shore's heartbeat as the ship had it when it last reported: how far the ship is behind
    const outbound = { vessel, slot: await slotOf(db, names.to), beatAt: beats.get(SHORE_SITE) };
    links.push(linkStatus({ ...outbound, direction: "shore-to-ship", staleMs: 2 * staleMs }, now));
  }
  return { side: "shore", links };
}

/** The heartbeats a vessel's copy on shore holds (its own, and the shore's as the ship had it). */
export async function mirrorBeats(
  db: Db,
  mirrors: MirrorDatabases,
  vessel: string,
): Promise<Map<string, number>> {
  const link = await db
    .selectFrom("fleet_links")
    .select("mirror_database")
    .where("vessel", "=", vessel)
    .executeTakeFirst();
  const database = link?.mirror_database ?? linkNames(vessel).mirrorDatabase;
  return readBeats(mirrors.db(database));
}
