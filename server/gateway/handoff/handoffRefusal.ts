import { DIALECT_NEEDS, dialectName } from "../../../fleet/gateway/gatewayDialects.ts";
import type { ZoneDefinition } from "../../zones/ZoneDefinition.ts";

export interface ReadinessOptions {
  // what makes this configuration look like production (http/productionSignalsOf.ts)
  productionHints: readonly string[];
  // the access-controller simulator runs here (the spec's controller paths answer on this server)
  simulator: boolean;
  gatewayKeys: Readonly<Record<string, string>>;
  // gateways can reach the AAA core: RADIUS_CLIENTS, or RADIUS_REST_TOKEN behind FreeRADIUS
  radiusFaces: boolean;
}

export class HandoffConfigError extends Error {}

/** What a zone lacks for its gateway's handoff to work (fleet/gateway/gatewayDialects.ts), if anything. */
export function missingFor(zone: ZoneDefinition, o: ReadinessOptions): string[] {
  const name = dialectName(zone.network?.gateway);
  const needs = DIALECT_NEEDS[name];
  const hosts = zone.network?.controllerHosts ?? [];
  const key = o.gatewayKeys[zone.zoneId] !== undefined;
  const missing: string[] = [];
  if (name === "spec" && !o.simulator && hosts.length === 0)
    missing.push(
      "a controller host (network.controllerHosts) or the access-controller simulator: a granted device would be sent to this server's own /auth",
    );
  if (needs.controllerHosts && hosts.length === 0)
    missing.push(`network.controllerHosts (${needs.controllerHostsWhy})`);
  if (needs.gatewayKey === "required" && !key)
    missing.push(
      name === "opennds"
        ? "its faskey (the zone's entry in GATEWAY_KEYS or GATEWAY_KEYS_FILE, faskey in opennds.conf and the agent's settings)"
        : "its UAM secret (the zone's entry in GATEWAY_KEYS or GATEWAY_KEYS_FILE, HS_UAMSECRET on the gateway)",
    );
  if (needs.gatewayKey === "forbidden" && key)
    missing.push(`no GATEWAY_KEYS entry (a ${name} gateway cannot sign its redirect: remove it)`);
  if (needs.radius && !o.radiusFaces)
    missing.push(
      "a way for its gateway to ask Gangway over RADIUS (RADIUS_CLIENTS, or RADIUS_REST_TOKEN behind FreeRADIUS)",
    );
  return missing;
}

/** The zones whose handoff cannot work, one phrase each ("zone x (coovachilli) needs …"). */
export function deadEnds(zones: readonly ZoneDefinition[], o: ReadinessOptions): string[] {
  return zones.flatMap((zone) => {
    const missing = missingFor(zone, o);
    const name = dialectName(zone.network?.gateway);
    return missing.length ? [`zone ${zone.zoneId} (${name} gateway) needs ${missing.join("; and ")}`] : [];
  });
}

/**
 * No configurable dead end: a production-looking configuration refuses to serve a zone whose
 * passengers could be granted access and then never be let online (the start stops with this one
 * line; a reload keeps the last good version). Undefined when every zone can hand its devices over.
 */
export function handoffRefusal(zones: readonly ZoneDefinition[], o: ReadinessOptions): string | undefined {
  if (o.productionHints.length === 0) return undefined;
  const ends = deadEnds(zones, o);
  if (ends.length === 0) return undefined;
  return (
    `refusing to serve a gateway handoff that cannot work in a production-looking configuration ` +
    `(${o.productionHints.join("; ")}): ${ends.join(". ")}. \`npm run gateway -- config --zone <zoneId>\` prints what the gateway needs`
  );
}
