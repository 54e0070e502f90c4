import { closest } from "../../fleet/lint/closest.ts";
import { type DatabaseEnv, type ReportFilter, ZoneRecords, zoneCalendar } from "../../server/operations.ts";
import { reportRange } from "./reportDays.ts";
import { CommandError } from "../cli/CommandError.ts";
import { openServerDatabase } from "../cli/openServerDatabase.ts";
import { formatReport, type ReportFormat } from "./formatReport.ts";
import { type ReportName, reportTable } from "./reportTables.ts";
import { fleetReport } from "./fleetReport.ts";

export interface ReportRun {
  database: DatabaseEnv;
  name: ReportName;
  zoneId?: string;
  // --from and --to, days in the zone's calendar (UTC for the whole fleet)
  days: { from?: string; to?: string };
  format: ReportFormat;
  now: number;
  // on shore: the shore's database and every linked vessel's copy, the vessel first in each row
  fleet?: boolean;
}

/** The report as text, from the server's database (closed before it returns or throws). */
export async function runReport(o: ReportRun): Promise<string> {
  const store = await openServerDatabase(o.database);
  try {
    const zone = o.zoneId === undefined ? undefined : await new ZoneRecords(store).find(o.zoneId);
    if (o.zoneId && !zone) {
      const known = await new ZoneRecords(store).ids();
      const near = closest(o.zoneId, known);
      throw new CommandError(
        `unknown zone "${o.zoneId}" in ${store.where}${near ? ` (did you mean "${near}"?)` : ""}; known: ${known.join(", ") || "none"}`,
      );
    }
    const range = reportRange(o.days.from, o.days.to, zoneCalendar(zone ?? {}), o.now);
    const filter: ReportFilter = { ...range, ...(o.zoneId ? { zoneId: o.zoneId } : {}) };
    const table = o.fleet
      ? await fleetReport(store, o.database, o.name, filter, o.now)
      : await reportTable(store, o.name, filter, o.now);
    return formatReport(table, o.format);
  } finally {
    await store.close();
  }
}
