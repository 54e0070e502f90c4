// the static checks' "import rules": every import that crosses the rooms table (importRules.ts), one a line
import { resolve } from "node:path";
import { checkImportRules } from "./checkImportRules.ts";
import { KNOWN_BREAKS } from "./importRules.ts";

const { violations, gone, empty, cycles } = checkImportRules(resolve(import.meta.dirname, "../.."));
for (const v of violations)
  console.log(`${v.file}:${v.line}: ${v.from} may not import ${v.to} (${v.specifier})`);
for (const key of gone)
  console.log(
    `tools/checks/importRules.ts: "${key}" no longer breaks the rooms table: take it off KNOWN_BREAKS`,
  );
for (const room of empty)
  console.log(
    `tools/checks/importRules.ts: the room "${room}" holds no file: its rule checks nothing (renamed? moved?)`,
  );
for (const cycle of cycles)
  console.log(
    `rooms that import one another round: ${cycle.rooms.join(", ")}\n  ${cycle.imports.join("\n  ")}`,
  );
const known = KNOWN_BREAKS.reduce((n, k) => n + k.imports.length, 0) - gone.length;
console.log(`${violations.length} imports break the rooms table, ${known} known ones (KNOWN_BREAKS)`);
process.exitCode = violations.length + gone.length + empty.length + cycles.length > 0 ? 1 : 0;
