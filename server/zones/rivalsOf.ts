import type { ResolvedManifest } from "../../fleet/manifests/resolveManifest.ts";
import { operatorOf } from "./operatorOf.ts";

const list = (value: unknown) => (Array.isArray(value) ? value : []);
const text = (value: unknown) => (typeof value === "string" ? [value] : []);

// what a layout claims that no other may: its prefix, its zone ids, the names its gateways send
// (a zone id is one of those too: resolveZone.ts reads a NAS-Identifier as a zone id first)
function claimsOf(zone: ResolvedManifest): string[] {
  const m = zone.manifest as Record<string, unknown>;
  const network = (m.network ?? {}) as Record<string, unknown>;
  const ids = list(m.zones).flatMap((z) => text((z as Record<string, unknown>)?.zoneId));
  return [
    ...text(m.zonePrefix).map((p) => `prefix:${p}`),
    ...[...ids, ...list(network.nasIdentifiers), ...list(network.ssids)]
      .flatMap(text)
      .map((n) => `name:${n}`),
  ];
}

/**
 * The other operators whose layouts claim a prefix, zone id or gateway name that `operator`'s
 * layouts claim too: in a fleet put together from two versions, who clashes with whom.
 */
export function rivalsOf(root: string, zones: ResolvedManifest[], operator: string): string[] {
  const mine = new Set(zones.filter((z) => operatorOf(root, z.file) === operator).flatMap(claimsOf));
  const rivals = new Set<string>();
  for (const zone of zones) {
    const other = operatorOf(root, zone.file);
    if (other && other !== operator && claimsOf(zone).some((c) => mine.has(c))) rivals.add(other);
  }
  return [...rivals].sort();
}
