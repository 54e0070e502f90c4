// npm run lint:manifests [--json] [--root <dir>] [paths…]: every problem of the fleet, each on its line.
import { existsSync } from "node:fs";
import { relative } from "node:path";
import { parseArgs } from "node:util";
import { formatProblem } from "../../fleet/lint/formatProblem.ts";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: "boolean", default: false },
    root: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log("usage: lint-manifests [--json] [--root <manifests dir>] [file or folder …]");
  process.exit(0);
}

const missing = positionals.filter((path) => !existsSync(path));
if (missing.length > 0) {
  console.error(`lint-manifests: no such file or folder: ${missing.join(", ")}`);
  process.exit(2);
}
const result = lintFleet({ root: values.root, only: positionals });
const summary = `${result.manifests} manifests, ${result.zoneFiles} zones, ${result.problems.length} problem${result.problems.length === 1 ? "" : "s"} in ${Math.round(result.ms)} ms`;
if (values.json) {
  // machines read stdout; the summary goes to stderr so the array stays parseable
  const rows = result.problems.map((p) => ({ ...p, file: relative(process.cwd(), p.file) }));
  console.log(JSON.stringify(rows, null, 2));
  console.error(summary);
} else {
  for (const problem of result.problems) console.log(formatProblem(problem));
  console.log(summary);
}
process.exitCode = result.problems.length > 0 ? 1 : 0;
