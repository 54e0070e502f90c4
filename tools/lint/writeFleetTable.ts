import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MANIFEST_ROOT } from "../../fleet/manifests/listManifestFiles.ts";
import { fleetTable } from "./fleetTable.ts";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";

const [START, END] = ["<!-- fleet-table:start -->", "<!-- fleet-table:end -->"];

export interface FleetTableUpdate {
  readme: string;
  /** false when the README already had this table */
  changed: boolean;
  table: string;
}

/** The fleet table put between the README's markers; `write: false` only says whether it would change. */
export function writeFleetTable(root: string = MANIFEST_ROOT, write = true): FleetTableUpdate {
  const table = fleetTable(lintFleet({ root }).zones, root);
  const readme = join(root, "README.md");
  const text = readFileSync(readme, "utf8");
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${readme} has no ${START} … ${END} markers`);
  const updated = `${text.slice(0, from + START.length)}\n${table}\n${text.slice(to)}`;
  const changed = updated !== text;
  if (write && changed) writeFileSync(readme, updated);
  return { readme, changed, table };
}
