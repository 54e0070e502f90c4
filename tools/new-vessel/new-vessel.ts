// npm run new-vessel -- --operator <op> --vessel <name> --tier <tier> [--root <manifests dir>]
import { relative } from "node:path";
import { parseArgs } from "node:util";
import { formatProblem } from "../lint/formatProblem.ts";
import { NewVesselError, newVessel } from "./newVessel.ts";

const { values } = parseArgs({
  options: {
    operator: { type: "string" },
    vessel: { type: "string" },
    tier: { type: "string" },
    root: { type: "string" },
  },
});
const { operator, vessel, tier, root } = values;
if (!operator || !vessel || !tier) {
  console.error(
    "usage: npm run new-vessel -- --operator <op> --vessel <name> --tier <tier> [--root <manifests dir>]",
  );
  process.exit(2);
}
try {
  const { file, problems, next } = newVessel({ operator, vessel, tier, root });
  if (problems.length > 0) {
    for (const problem of problems) console.error(formatProblem(problem));
    console.error(`the starter for ${tier} does not pass the lint; nothing written`);
    process.exit(1);
  }
  console.log(`wrote ${relative(process.cwd(), file)} (lint: clean)\nedit next:`);
  for (const line of next) console.log(`  - ${line}`);
} catch (error) {
  if (!(error instanceof NewVesselError)) throw error;
  console.error(`new-vessel: ${error.message}`);
  process.exit(1);
}
