import { statSync } from "node:fs";
import { relative, sep } from "node:path";
import type { ResolvedManifest } from "../../manifests/resolveManifest.ts";
import type { RawProblem } from "../problem.ts";

const changedAt = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const byAge = (a: ResolvedManifest, b: ResolvedManifest) =>
  changedAt(a.file) - changedAt(b.file) || a.file.localeCompare(b.file);

/** Zone prefixes are unique across the fleet and start with the operator folder's name. */
export function checkPrefixes(
  zones: ResolvedManifest[],
  root: string,
): (RawProblem & { zone: ResolvedManifest })[] {
  const problems: (RawProblem & { zone: ResolvedManifest })[] = [];
  const seen = new Map<string, string>();
  // the zone that keeps a shared prefix is the one that had it first: the newcomer (the file
  // changed last; on equal times the later path) gets the problem, not the vessel already in service
  for (const zone of [...zones].sort(byAge)) {
    const prefix = zone.manifest.zonePrefix;
    if (typeof prefix !== "string") continue;
    const pointer = "/zonePrefix";
    const first = seen.get(prefix);
    if (first)
      problems.push({
        zone,
        check: "prefixes",
        pointer,
        message: `zone prefix "${prefix}" is already used by ${relative(process.cwd(), first)}`,
        hint: `each zone needs its own prefix (the server finds the manifest by it): for example "${prefix.split("/")[0]}/${zone.file
          .split(sep)
          .at(-1)
          ?.replace(/\.json$/, "")}"`,
      });
    else seen.set(prefix, zone.file);
    const parts = relative(root, zone.file).split(sep);
    const folder = parts.length > 1 ? parts[0] : undefined;
    const segment = prefix.split("/")[0];
    if (!folder)
      problems.push({
        zone,
        check: "prefixes",
        pointer,
        message: "a zone must live in its operator's folder",
        hint: `move it to manifests/${segment}/`,
      });
    else if (segment !== folder)
      problems.push({
        zone,
        check: "prefixes",
        pointer,
        message: `zone prefix "${prefix}" must start with the operator folder "${folder}"`,
        hint: `use "${[folder, ...prefix.split("/").slice(1)].join("/")}"`,
      });
  }
  return problems;
}
