import { readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { IMPORT_RULES, KNOWN_BREAKS, type KnownBreak, type RoomRule } from "./importRules.ts";
import { reachableRooms } from "./reachableRooms.ts";
import { readImports } from "./readImports.ts";
import { type RoomEdge, roomCycles } from "./roomCycles.ts";
import { roomOf } from "./roomOf.ts";
import { hasFiles, sourceFiles } from "./sourceFiles.ts";

export interface ImportViolation {
  /** from the root, with "/" */
  file: string;
  line: number;
  from: string;
  /** the room, the folder outside every room, or the npm package imported */
  to: string;
  specifier: string;
}

export interface ImportCheck {
  violations: ImportViolation[];
  /** known breaks ("file -> file") that no longer occur */
  gone: string[];
  /** rooms whose folder holds no file: a rule that checks nothing (a renamed or removed folder) */
  empty: string[];
  /** rooms that import one another round, by imports the table allows (known breaks aside) */
  cycles: { rooms: string[]; imports: string[] }[];
}

// a file from `from` may land in `to` only when `to` names it (or its room) among those it is reached from
const reachableFrom = (file: string, from: string, to: string, rules: Record<string, RoomRule>) => {
  const only = rules[to]?.onlyFrom;
  return !only || from === to || only.some((o) => o === file || o === from);
};

const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

const packageAllowed = (specifier: string, packages: readonly string[]) =>
  packages.some((p) => (p.endsWith("/") ? specifier.startsWith(p) : packageName(specifier) === p));

/**
 * Every import, in every source of every room under root, that its room's rule does not allow:
 * relative ones by the room they land in, npm packages against a room's list. Known breaks are
 * left out, and those that no longer occur are named.
 */
export function checkImportRules(
  root: string,
  rules: Record<string, RoomRule> = IMPORT_RULES,
  known: readonly KnownBreak[] = KNOWN_BREAKS,
): ImportCheck {
  const rooms = Object.keys(rules);
  const knownImports = new Set(known.flatMap((k) => k.imports));
  const unseen = new Set(knownImports);
  const violations: ImportViolation[] = [];
  const edges: RoomEdge[] = [];
  for (const from of rooms) {
    const rule = rules[from] as RoomRule;
    const allowed = reachableRooms(from, rules);
    if (allowed.has("*")) continue;
    // a file of a room nested in this folder is that room's to check
    for (const file of sourceFiles(root, from).filter((f) => roomOf(f, rooms) === from))
      for (const { specifier, line } of readImports(readFileSync(join(root, file), "utf8"))) {
        let target: string;
        let to: string;
        if (specifier.startsWith(".")) {
          // a query (Vite's ?raw, ?url) names the same file
          target = relative(root, join(root, dirname(file), specifier.replace(/[?#].*$/, "")))
            .split(sep)
            .join("/");
          to = roomOf(target, rooms) ?? (target.split("/")[0] as string);
          const reached = allowed.has(to) || rule.entries?.includes(target);
          if (reached && reachableFrom(file, from, to, rules)) {
            edges.push({ from, to, example: `${file} -> ${target}` });
            continue;
          }
        } else {
          if (!rule.packages || specifier.startsWith("node:") || packageAllowed(specifier, rule.packages))
            continue;
          target = to = packageName(specifier);
        }
        const key = `${file} -> ${target}`;
        if (knownImports.has(key)) unseen.delete(key);
        else violations.push({ file, line, from, to, specifier });
      }
  }
  violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const empty = rooms.filter((room) => !hasFiles(root, room));
  return { violations, gone: [...unseen], empty, cycles: roomCycles(edges) };
}
