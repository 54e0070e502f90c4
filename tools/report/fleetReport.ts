import {
  type DatabaseEnv,
  vesselDatabases,
  type ReportFilter,
  type Storage,
} from "../../server/operations.ts";
import { CommandError } from "../cli/CommandError.ts";
import { openServerDatabase } from "../cli/openServerDatabase.ts";
import type { ReportTable } from "./formatReport.ts";
import { type ReportName, reportTable } from "./reportTables.ts";

// the reports of a state by zone (devices online, voucher stock): a linked vessel's zone stands
// as its ship has it, so its rows come from the vessel's copy alone (the shore's own database has
// the shore's vouchers for it, without their use, and no devices)
const BY_ZONE: ReportName[] = ["online", "vouchers"];

/**
 * --fleet, on shore: the report of the shore's own database and of each linked vessel's copy on
 * its cluster (what the ship has sent over its link so far), one table with the site first:
 * "shore", or the vessel's id. Sales and checkouts are counted where they were made, so none
 * twice; online and vouchers give each zone once, from the site that serves its devices.
 */
export async function fleetReport(
  shore: Storage,
  database: DatabaseEnv,
  name: ReportName,
  filter: ReportFilter,
  now: number,
): Promise<ReportTable> {
  const sites = database.DATABASE_URL ? await vesselDatabases(shore, database.DATABASE_URL) : undefined;
  if (!sites)
    throw new CommandError(
      "--fleet reads the shore's database (DATABASE_URL of a shore with vessels linked: npm run fleet -- link)",
    );
  const vessels = new Map(
    (await shore.db.selectFrom("zones").select(["zone_id", "vessel"]).execute()).map((z) => [
      z.zone_id,
      z.vessel,
    ]),
  );
  const linked = new Set(sites.map((s) => s.site));
  const servedBy = (zone: unknown) => {
    const vessel = vessels.get(String(zone));
    return vessel && linked.has(vessel) ? vessel : "shore";
  };
  let columns: string[] = [];
  const rows: ReportTable["rows"] = [];
  for (const { site, url } of sites) {
    const store = site === "shore" ? shore : await openServerDatabase({ ...database, DATABASE_URL: url });
    try {
      const table = await reportTable(store, name, filter, now);
      columns = ["vessel", ...table.columns];
      const zone = table.columns.indexOf("zone");
      for (const row of table.rows)
        if (!BY_ZONE.includes(name) || servedBy(row[zone]) === site) rows.push([site, ...row]);
    } finally {
      if (store !== shore) await store.close();
    }
  }
  return { columns, rows };
}
