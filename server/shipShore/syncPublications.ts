import { sql } from "kysely";
import type { Storage } from "../storage/Storage.ts";
import { linkNames } from "./linkNames.ts";
import { alterShorePublication } from "./shoreFilters.ts";
import { applyVesselPolicies, lacksPolicies, type RunSql } from "./applyVesselPolicies.ts";

/**
 * On shore: each vessel's publication names the zones the manifests give it now (a zone added to
 * a vessel, or moved to another, changes the row filter), in one transaction with the link's
 * record of them. Rows of a zone added later are sent as they change from then on; a re-sync
 * (npm run fleet -- resync) sends those that did not. The vessel's role reads the same rows by
 * plain SQL: its policies change with the filter, and a link made before them gets them here (an
 * upgraded shore's first round). Returns the vessels whose zones or policies changed.
 */
export function syncPublications(store: Storage): Promise<string[]> {
  return store.transaction(async ({ q }) => {
    const run: RunSql = (text) => sql.raw(text).execute(q);
    const links = await q
      .selectFrom("fleet_links")
      .select(["vessel", "zones_json"])
      .where("side", "=", "shore")
      // an unlink's removal of the row waits for this round, and the next round does not see it
      // (or the round would give back the policies unlink drops)
      .forUpdate()
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
      const names = linkNames(link.vessel);
      const moved = JSON.stringify(zones) !== link.zones_json;
      if (!moved && !(await lacksPolicies(run, names))) continue;
      // a publication the servers' role does not own (link said so) stays as it is unless it must change
      if (moved) await run(alterShorePublication(names, link.vessel, zones));
      await applyVesselPolicies(run, names, link.vessel, zones);
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
