import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

/** The operator folders of a manifests folder (its sub-folders), sorted; none when it is missing. */
export function operatorFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith("."))
    .map((e) => e.name)
    .sort();
}

// manifests at the root of the folder (not in an operator's): part of the fleet all the same
const rootManifests = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".json"))
    .map((e) => e.name);

/**
 * The fleet's files (the operator folders and the root's manifests, what assembleFleet copies) with
 * sizes and times, relative to the folder: two folders with one print hold the same fleet.
 */
export function fleetPrint(dir: string): string {
  if (!existsSync(dir)) return "";
  const operators = new Set(operatorFolders(dir));
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => {
      const [first, ...rest] = relative(dir, file).split(sep);
      return rest.length > 0 ? operators.has(first as string) : file.endsWith(".json");
    })
    .sort()
    .map((file) => {
      const s = statSync(file, { throwIfNoEntry: false });
      return `${relative(dir, file)}:${s?.size}:${Math.trunc(s?.mtimeMs ?? 0)}`;
    })
    .join("|");
}

export interface FleetParts {
  // operators copied from the manifests folder as it is
  fresh: { dir: string; operators: string[] };
  // operators copied from the last good fleet
  kept: { dir: string; operators: string[] };
}

/**
 * Writes a manifests folder made of `parts` at `to` (replacing it), files with their times (the
 * lint's "newcomer" rule reads them). The root's own manifests come from the fresh folder.
 */
export function assembleFleet(to: string, parts: FleetParts): void {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  const copy = (from: string, name: string) =>
    cpSync(join(from, name), join(to, name), { recursive: true, preserveTimestamps: true });
  if (existsSync(parts.fresh.dir))
    for (const name of rootManifests(parts.fresh.dir)) copy(parts.fresh.dir, name);
  for (const op of parts.fresh.operators) copy(parts.fresh.dir, op);
  for (const op of parts.kept.operators) copy(parts.kept.dir, op);
}

/** Puts the folder `staged` in the place of `target` (the old one removed): a restart finds one or the other. */
export function promoteFleet(staged: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  const old = `${target}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, old);
  renameSync(staged, target);
  rmSync(old, { recursive: true, force: true });
}

/** Keeps the folder as the last good fleet (a copy beside the data), unless it holds that already. */
export function keepFleet(source: string, keepDir: string): void {
  if (fleetPrint(source) === fleetPrint(keepDir)) return;
  const staging = `${keepDir}.next`;
  assembleFleet(staging, {
    fresh: { dir: source, operators: operatorFolders(source) },
    kept: { dir: "", operators: [] },
  });
  promoteFleet(staging, keepDir);
}
