import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { sourceFiles } from "./sourceFiles.ts";

// a declaration's name: export [default] [declare] [async] function|const|class|… Name
const DECLARED =
  /^export\s+(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/gm;
// a default export of a named value, or of one wrapped in a call: export default fp(storagePlugin, …)
const DEFAULT_OF = /^export\s+default\s+(?:[A-Za-z_$][\w$.]*\()?([A-Za-z_$][\w$]*)\s*[,;)]/gm;
// names in a list: export [type] { a, b as c } [from "…"]
const LISTED = /^export\s+(?:type\s+)?\{([^}]*)\}/gm;

/** The names a module's source exports (declared or listed; `export *` names none). */
export function exportedNames(source: string): string[] {
  const names = [...source.matchAll(DECLARED), ...source.matchAll(DEFAULT_OF)].map((m) => m[1] as string);
  for (const m of source.matchAll(LISTED))
    for (const item of (m[1] as string).split(",")) {
      const name = item
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.push(name);
    }
  return names;
}

// a name's letters without its case or a constant's underscores: OPEN_OUTCOMES is openOutcomes
const wordsOf = (name: string): string => name.replaceAll("_", "").toLowerCase();

/**
 * The files under `dir` of root named after none of their exports (a file exporting nothing, a
 * program's entry, is named after its role and not counted). The file's name without its
 * extension (and a ".gen") must be one of them, in any case: pageRenderer.ts exports pageRenderer,
 * and a constant's underscores are its word breaks: openOutcomes.ts exports OPEN_OUTCOMES.
 */
export function unnamedFiles(root: string, dir: string): { file: string; exports: string[] }[] {
  return sourceFiles(root, dir)
    .filter((file) => !/\.(test|spec)\.[cm]?tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => ({ file, exports: exportedNames(readFileSync(`${root}/${file}`, "utf8")) }))
    .filter(({ file, exports }) => {
      // in any case: a type's file may be named as a value is (handOff.ts, for Handoff)
      const name = basename(file)
        .replace(/(\.gen)?\.[cm]?[jt]sx?$/, "")
        .toLowerCase();
      return exports.length > 0 && !exports.some((exported) => wordsOf(exported) === name);
    });
}
