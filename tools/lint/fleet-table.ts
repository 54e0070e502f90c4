// prints the fleet table; --write puts it into manifests/README.md, --check fails when that copy is stale.
// `npm run fleet-table` is --write (the script runs on the project's Node 22; a bare `node` may be older).
import { parseArgs } from "node:util";
import { MANIFEST_ROOT } from "../../fleet/manifests/listManifestFiles.ts";
import { writeFleetTable } from "./writeFleetTable.ts";

const { values } = parseArgs({
  options: { write: { type: "boolean" }, check: { type: "boolean" }, root: { type: "string" } },
});
const root = values.root ?? MANIFEST_ROOT;
try {
  const update = writeFleetTable(root, !!values.write && !values.check);
  if (!values.write && !values.check) console.log(update.table);
  else if (values.check && update.changed) {
    console.error("the fleet table in manifests/README.md is stale: run npm run fleet-table");
    process.exit(1);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
