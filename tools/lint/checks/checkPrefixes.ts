import { relative, sep } from "node:path";
import type { ResolvedManifest } from "../../manifests/resolveManifest.ts";
import type { RawProblem } from "../problem.ts";

/** Zone prefixes are unique across the fleet and start with the operator folder's name. */
export function checkPrefixes(
  zones: ResolvedManifest[],
  root: string,
): (RawProblem & { zone: ResolvedManifest })[] {
  const problems: (RawProblem & { zone: ResolvedManifest })[] = [];
  const seen = new Map<string, string>();
  for (const zone of zones) {
    const prefix = zone.manifest.zonePrefix;
    if (typeof prefix !== "string") continue;
    const pointer = "/zonePrefix";
    const first = seen.get(prefix);
    if (first)
      problems.push({
        zone,
        check: "prefixes",
        pointer,
        message: `zone prefix "${prefix}" is also used by ${relative(process.cwd(), first)}`,
        hint: "each zone needs its own prefix: the server finds the manifest by it",
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
