// writes every generated file from schemas/; with --check, fails when one is stale instead.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { genDemoDataValidator } from "./genDemoDataValidator.ts";
import { genEnvValidators } from "./genEnvValidators.ts";
import { genReferenceDocs } from "./genReferenceDocs.ts";
import { genRouteValidators } from "./genRouteValidators.ts";
import { genTypes } from "./genTypes.ts";
import { genValidators } from "./genValidators.ts";
import { genZoneValidators } from "./genZoneValidators.ts";

const root = resolve(import.meta.dirname, "../..");
const check = process.argv.includes("--check");

const outputs: Record<string, string> = {
  ...(await genTypes(root)),
  ...genValidators(root),
  ...genZoneValidators(root),
  ...genEnvValidators(root),
  ...genDemoDataValidator(root),
  ...(await genRouteValidators(root)),
  ...genReferenceDocs(root),
};

let stale = 0;
for (const [file, content] of Object.entries(outputs)) {
  let current = "";
  try {
    current = readFileSync(file, "utf8");
  } catch {}
  if (current === content) continue;
  if (check) {
    stale++;
    console.error(`stale generated file: ${relative(root, file)} (run npm run gen)`);
  } else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    console.log(`wrote ${relative(root, file)}`);
  }
}
if (stale > 0) process.exit(1);
