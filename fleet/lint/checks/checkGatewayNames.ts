import { relative } from "node:path";
import type { ResolvedManifest } from "../../manifests/resolveManifest.ts";
import type { RawProblem } from "../problem.ts";
import { isObject } from "../walkNodes.ts";

type Problem = RawProblem & { zone: ResolvedManifest };
const KEYS = ["nasIdentifiers", "ssids"] as const;

/**
 * A gateway's NAS-Identifier or SSID names one zone (server/access/resolveZone.ts): two
 * layouts may not list the same one, none may be another zone's id, and a layout that lists any
 * must serve a single zone, or the name could not tell its zones apart.
 */
export function checkGatewayNames(zones: ResolvedManifest[]): Problem[] {
  const problems: Problem[] = [];
  const zoneIds = new Map<string, string>();
  for (const zone of zones)
    for (const entry of Array.isArray(zone.manifest.zones) ? zone.manifest.zones : [])
      if (isObject(entry) && typeof entry.zoneId === "string") zoneIds.set(entry.zoneId, zone.file);
  const seen = new Map<string, string>();
  for (const zone of zones) {
    const network = isObject(zone.manifest.network) ? zone.manifest.network : {};
    const served = Array.isArray(zone.manifest.zones) ? zone.manifest.zones.length : 0;
    for (const key of KEYS) {
      const names = Array.isArray(network[key]) ? network[key] : [];
      if (names.length && served > 1)
        problems.push({
          zone,
          check: "network",
          pointer: `/network/${key}`,
          message: `network.${key} is in a layout that serves ${served} zones`,
          hint: "a gateway's name must lead to one zone: give each zone a layout of its own, or let its gateway send the zone id as NAS-Identifier",
        });
      names.forEach((name, i) => {
        if (typeof name !== "string") return;
        const pointer = `/network/${key}/${i}`;
        const owner = zoneIds.get(name);
        const first = seen.get(`${key}|${name}`);
        if (owner && owner !== zone.file)
          problems.push({
            zone,
            check: "network",
            pointer,
            message: `"${name}" is the zone id of ${relative(process.cwd(), owner)}`,
            hint: "a NAS-Identifier that is a zone id always names that zone: choose another name",
          });
        else if (first && first !== zone.file)
          problems.push({
            zone,
            check: "network",
            pointer,
            message: `"${name}" is also listed by ${relative(process.cwd(), first)}`,
            hint: "each gateway name must lead to one zone of the fleet",
          });
        else seen.set(`${key}|${name}`, zone.file);
      });
    }
  }
  return problems;
}
