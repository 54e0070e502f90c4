import { relative } from "node:path";
import type { ResolvedManifest } from "../../manifests/resolveManifest.ts";
import type { RawProblem } from "../problem.ts";
import { isObject } from "../walkNodes.ts";

/** A zone id names one zone of the fleet: two layouts may not claim it. */
export function checkZoneIds(zones: ResolvedManifest[]): (RawProblem & { zone: ResolvedManifest })[] {
  const problems: (RawProblem & { zone: ResolvedManifest })[] = [];
  const seen = new Map<string, string>();
  for (const zone of zones) {
    const list = Array.isArray(zone.manifest.zones) ? zone.manifest.zones : [];
    list.forEach((entry, i) => {
      const id = isObject(entry) ? entry.zoneId : undefined;
      if (typeof id !== "string") return;
      const first = seen.get(id);
      if (first && first !== zone.file)
        problems.push({
          zone,
          check: "zones",
          pointer: `/zones/${i}/zoneId`,
          message: `zone id "${id}" is also used by ${relative(process.cwd(), first)}`,
          hint: "a zone id is what the gateway sends: it must name one layout only",
        });
      else seen.set(id, zone.file);
    });
  }
  return problems;
}
