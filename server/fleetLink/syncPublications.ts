import { sql } from "kysely";
import type { Storage } from "../storage/Storage.ts";
import { linkNames } from "./linkNames.ts";
import { alterShorePublication } from "./publicationSql.ts";

/**
 * On shore: each vessel's publication names the zones the manifests give it now (a zone added to
 * a vessel, or moved to another, changes the row filter), in one transaction with the link's
 * record of them. Rows of a zone added later are sent as they change from then on; a re-sync
 * (npm run fleet -- resync) sends those that did not. Returns the vessels whose zones changed.
 */
export function syncPublications(store: Storage): Promise<string[]> {
  return store.transaction(async ({ q }) => {
    const links = await q
      .selectFrom("fleet_links")
      .select(["vessel", "zones_json"])
      .where("side", "=", "shore")
      .execute();
    const changed: string[] = [];
    for (const link of links) {
      const rows = await q
        .selectFrom("zones")
        .select("zone_id")
        .where("vessel", "=", link.vessel)
        .orderBy("zone_id")
        .execute();
      const zones = rows.map((r) => r.zone_id);
      if (JSON.stringify(zones) === link.zones_json) continue;
      await sql.raw(alterShorePublication(linkNames(link.vessel), link.vessel, zones)).execute(q);
      await q
        .updateTable("fleet_links")
        .set({ zones_json: JSON.stringify(zones) })
        .where("vessel", "=", link.vessel)
        .execute();
      changed.push(link.vessel);
    }
    return changed;
  });
}
