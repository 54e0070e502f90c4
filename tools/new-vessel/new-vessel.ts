// npm run new-vessel -- --operator <op> --vessel <name> --tier <tier> [--zone-id <id>] [--root <manifests dir>]
import { relative } from "node:path";
import { formatProblem } from "../../fleet/lint/formatProblem.ts";
import { manifestSchemaInfo } from "../../fleet/lint/schemaInfo.ts";
import { NewVesselError, newVessel } from "./newVessel.ts";
import { parseOptions } from "../cli/parseOptions.ts";

const HELP = `Writes manifests/<operator>/<vessel>.json: a zone extending the operator's file, with a starter
page set for the tier, the zone id the gateway sends, and the server's keys for the tier (opens,
a closed store with placeholder prices, a cruise catalogue). Lints it and prints the URL at which
it opens. Writes that one file only: never overwrites one, and leaves the fleet table of
manifests/README.md to npm run fleet-table (it says when the table no longer lists the fleet).

usage: npm run new-vessel -- --operator <op> --vessel <name> --tier <tier> [options]

  --operator <op>     an operator folder under manifests/ (npm run new-operator makes one)
  --vessel <name>     lower-case letters, digits and dashes; the zone prefix is <op>/<name>
  --tier <tier>       ${manifestSchemaInfo().tiers.join(" | ")}
  --zone-id <id>      the id the gateway sends (?zoneId=); default <op>-<name>
  --root <dir>        another manifests folder (default manifests/)
  --help              this text

environment: PORT (default 8080) and DEV_PORT (default 5173, npm run dev's preview), for the URLs
printed at the end.`;

const values = parseOptions("new-vessel", {
  operator: { type: "string" },
  vessel: { type: "string" },
  tier: { type: "string" },
  "zone-id": { type: "string" },
  root: { type: "string" },
  help: { type: "boolean" },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const { operator, vessel, tier, root } = values;
if (!operator || !vessel || !tier) {
  console.error("new-vessel: --operator, --vessel and --tier are required (npm run new-vessel -- --help)");
  process.exit(2);
}
try {
  const { file, problems, next, zoneId, table } = newVessel({
    operator,
    vessel,
    tier,
    root,
    zoneId: values["zone-id"],
  });
  if (problems.length > 0) {
    for (const problem of problems) console.error(formatProblem(problem));
    console.error(`the starter for ${tier} does not pass the lint; nothing written`);
    process.exit(1);
  }
  console.log(`wrote ${relative(process.cwd(), file)} (lint: clean)`);
  if (table)
    console.log(
      `the fleet table in ${relative(process.cwd(), table)} does not list it yet: npm run fleet-table updates it (commit both)`,
    );
  console.log("edit next:");
  for (const line of next) console.log(`  - ${line}`);
  const port = process.env.PORT || "8080";
  const devPort = process.env.DEV_PORT || "5173";
  const entry = `/?mac=02:00:00:00:00:10&zoneId=${zoneId}`;
  console.log(`\nit opens at http://127.0.0.1:${port}${entry}`);
  console.log(
    "once the server has it: send SIGHUP or restart the server (kill -HUP <pid of server/main.ts>; npm's own pid does not pass it on)",
  );
  // the API of npm run dev has no built portal: its pages are the preview's
  console.log(`npm run dev reloads by itself; its preview: http://127.0.0.1:${devPort}${entry}`);
} catch (error) {
  if (!(error instanceof NewVesselError)) throw error;
  console.error(`new-vessel: ${error.message}`);
  process.exit(1);
}
