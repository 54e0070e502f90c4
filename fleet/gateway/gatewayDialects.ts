/**
 * The ship's hotspot gateways Gangway hands a device to (a zone's manifest, `network.gateway`),
 * and what each needs to work: the manifest lint, the server's start and `npm run gateway -- config`
 * read the same table, so what the lint asks for is what the start checks and the config prints.
 */
export const GATEWAY_DIALECTS = ["spec", "coovachilli", "mikrotik", "opennds"] as const;
export type GatewayDialectName = (typeof GATEWAY_DIALECTS)[number];

// "generic" was the name of the spec's own controller before the handoff dialects (its reply
// attributes were WISPr's): old manifests keep working under it
export const LEGACY_DIALECTS: Record<string, GatewayDialectName> = { generic: "spec" };

/** The dialect a manifest's `network.gateway` names; unset: the spec's controller (the simulator's). */
export function dialectName(gateway: unknown): GatewayDialectName {
  if (typeof gateway !== "string") return "spec";
  if ((GATEWAY_DIALECTS as readonly string[]).includes(gateway)) return gateway as GatewayDialectName;
  return LEGACY_DIALECTS[gateway] ?? "spec";
}

export interface DialectNeeds {
  /** network.controllerHosts must name the gateway's own address (where the device logs on) */
  controllerHosts: boolean;
  /** the zone's entry in GATEWAY_KEYS: "required" (the UAM secret), "forbidden" (the gateway cannot sign) or "optional" */
  gatewayKey: "required" | "forbidden" | "optional";
  /** the gateway asks Gangway over RADIUS (RADIUS_CLIENTS, or RADIUS_REST_TOKEN behind FreeRADIUS) */
  radius: boolean;
  /** why, in the words the lint's hint and the start's refusal use */
  controllerHostsWhy: string;
}

export const DIALECT_NEEDS: Record<GatewayDialectName, DialectNeeds> = {
  // the spec's controller paths: the simulator on this server, or a controller the entry names
  spec: {
    controllerHosts: false,
    gatewayKey: "optional",
    radius: false,
    controllerHostsWhy: "the controller a redirect may name (accessControllerIp)",
  },
  coovachilli: {
    controllerHosts: true,
    gatewayKey: "required",
    radius: true,
    controllerHostsWhy: "the address CoovaChilli's UAM listens on (HS_UAMLISTEN), where the device logs on",
  },
  mikrotik: {
    controllerHosts: true,
    gatewayKey: "forbidden",
    radius: true,
    controllerHostsWhy: "the hotspot's address (its link-login-only), where the device logs on",
  },
  // openNDS speaks no RADIUS: Gangway is its FAS, and the agent Gangway ships for it (ops/opennds/)
  // reports BinAuth's calls and `ndsctl json`, signed with the faskey (the zone's GATEWAY_KEYS entry)
  opennds: {
    controllerHosts: true,
    gatewayKey: "required",
    radius: false,
    controllerHostsWhy:
      "openNDS's gateway address (its gatewayaddress, without the port), where the device logs on",
  },
};
