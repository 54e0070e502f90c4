import { closest } from "../../fleet/lint/closest.ts";
import { type DatabaseEnv, type ReportFilter, ZoneRecords } from "../../server/operations.ts";
import { CommandError } from "../cli/CommandError.ts";
import { openServerDatabase } from "../cli/openServerDatabase.ts";
import { formatReport, type ReportFormat } from "./formatReport.ts";
import { type ReportName, reportTable } from "./reportTables.ts";

export interface ReportRun {
  database: DatabaseEnv;
  name: ReportName;
  filter: ReportFilter;
  format: ReportFormat;
  now: number;
}

/** The report as text, from the server's database (closed before it returns or throws). */
export async function runReport(o: ReportRun): Promise<string> {
  const store = await openServerDatabase(o.database);
  try {
    if (o.filter.zoneId && !(await new ZoneRecords(store).find(o.filter.zoneId))) {
      const known = await new ZoneRecords(store).ids();
      const near = closest(o.filter.zoneId, known);
      throw new CommandError(
        `unknown zone "${o.filter.zoneId}" in ${store.where}${near ? ` (did you mean "${near}"?)` : ""}; known: ${known.join(", ") || "none"}`,
      );
    }
    return formatReport(await reportTable(store, o.name, o.filter, o.now), o.format);
  } finally {
    await store.close();
  }
}
