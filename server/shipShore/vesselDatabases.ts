import type { Storage } from "../storage/Storage.ts";
import { shipShoreSide } from "./shipShoreSide.ts";
import { linkNames } from "./linkNames.ts";

export interface VesselDatabase {
  // "shore" for the shore's own database, else the vessel's id
  site: string;
  url: string;
}

/**
 * On shore: its own database and each linked vessel's copy on its cluster, with the servers'
 * credentials (npm run report -- … --fleet reads each the same way). Undefined: not a shore.
 */
export async function vesselDatabases(
  store: Storage,
  shoreUrl: string,
): Promise<VesselDatabase[] | undefined> {
  const site = await shipShoreSide(store.db);
  if (site.side !== "shore") return undefined;
  const links = await store.db.selectFrom("fleet_links").select(["vessel", "mirror_database"]).execute();
  return [
    { site: "shore", url: shoreUrl },
    ...site.vessels.map((vessel) => {
      const url = new URL(shoreUrl);
      const database =
        links.find((l) => l.vessel === vessel)?.mirror_database ?? linkNames(vessel).mirrorDatabase;
      url.pathname = `/${database}`;
      return { site: vessel, url: url.toString() };
    }),
  ];
}
