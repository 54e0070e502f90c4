// prints the fleet table; --write puts it into manifests/README.md, --check fails when that copy is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { MANIFEST_ROOT } from "../manifests/listManifestFiles.ts";
import { fleetTable } from "./fleetTable.ts";
import { lintFleet } from "./lintFleet.ts";

const { values } = parseArgs({
  options: { write: { type: "boolean" }, check: { type: "boolean" }, root: { type: "string" } },
});
const root = values.root ?? MANIFEST_ROOT;
const table = fleetTable(lintFleet({ root }).zones, root);
if (!values.write && !values.check) {
  console.log(table);
  process.exit(0);
}
const readme = join(root, "README.md");
const [start, end] = ["<!-- fleet-table:start -->", "<!-- fleet-table:end -->"];
const text = readFileSync(readme, "utf8");
const from = text.indexOf(start);
const to = text.indexOf(end);
if (from < 0 || to < from) {
  console.error(`${readme} has no ${start} … ${end} markers`);
  process.exit(1);
}
const updated = `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`;
if (values.check) {
  if (updated !== text) {
    console.error("the fleet table in manifests/README.md is stale: run npm run fleet-table");
    process.exit(1);
  }
} else writeFileSync(readme, updated);
