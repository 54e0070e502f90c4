import type { ZoneDefinition } from "../zones/ZoneDefinition.ts";

/**
 * How a zone knows which browser is which device, whose MAC is public on a shared Wi-Fi:
 * - "gateway-key": its gateway signs the redirect that brings a device to the portal (GATEWAY_KEYS);
 * - "gateway-address": its gateway asks over RADIUS (its manifest names `network.gateway`, and
 *   RADIUS_CLIENTS or RADIUS_REST_TOKEN lets gateways in) and says each device's address
 *   (Framed-IP-Address), so a request from that address may act for that device;
 * - "unverified": nothing vouches; a device's running session answers only the browser that
 *   started it (binding.ts). A production configuration serves such a zone only when the
 *   operator lists it in UNVERIFIED_ZONES.
 */
export type ZoneVerificationKind = "gateway-key" | "gateway-address" | "unverified";

export interface VerificationOptions {
  gatewayKeys: Record<string, string>;
  // gateways can reach the AAA core: RADIUS_CLIENTS (native) or RADIUS_REST_TOKEN (FreeRADIUS in front)
  radiusGateways: boolean;
  // UNVERIFIED_ZONES: the zones the operator knows can verify nothing
  unverifiedZones: readonly string[];
  // what makes this configuration look like production (http/productionSignalsOf.ts)
  productionHints: readonly string[];
}

export class ZoneVerificationError extends Error {}

export function verificationOf(zone: ZoneDefinition, o: VerificationOptions): ZoneVerificationKind {
  if (o.gatewayKeys[zone.zoneId] !== undefined) return "gateway-key";
  if (o.radiusGateways && zone.network?.gateway !== undefined) return "gateway-address";
  return "unverified";
}

// the zones a production configuration may not serve: unverified, and not listed as such
export function refusedZones(zones: readonly ZoneDefinition[], o: VerificationOptions): string[] {
  if (o.productionHints.length === 0) return [];
  return zones
    .filter((z) => verificationOf(z, o) === "unverified" && !o.unverifiedZones.includes(z.zoneId))
    .map((z) => z.zoneId);
}

// one line: what is wrong, why it matters and the ways out
export function refusalMessage(refused: string[], o: VerificationOptions): string {
  return (
    `refusing to serve zone${refused.length === 1 ? "" : "s"} ${refused.join(", ")} in a production-looking configuration ` +
    `(${o.productionHints.join("; ")}): nothing there vouches for which browser is which device, so anyone ` +
    "who knows a device's MAC could act for it. Give each zone a gateway key (GATEWAY_KEYS_FILE), or name its " +
    'gateway in its manifest ("network": { "gateway": … }) with RADIUS_CLIENTS or RADIUS_REST_TOKEN set, ' +
    "or list it in UNVERIFIED_ZONES to serve it with each device bound to the first browser that uses it"
  );
}

/** The fleet's zones by how they verify devices, for the zones served now (reloaded on SIGHUP). */
export class ZoneVerification {
  readonly options: VerificationOptions;
  readonly #zones: () => readonly ZoneDefinition[];
  #of: readonly ZoneDefinition[] | undefined;
  #kinds = new Map<string, ZoneVerificationKind>();

  constructor(options: VerificationOptions, zones: () => readonly ZoneDefinition[]) {
    this.options = options;
    this.#zones = zones;
  }

  get production(): boolean {
    return this.options.productionHints.length > 0;
  }

  // a zone the fleet no longer serves verifies nothing
  kindOf(zoneId: string): ZoneVerificationKind {
    const zones = this.#zones();
    if (zones !== this.#of) {
      this.#kinds = new Map(zones.map((z) => [z.zoneId, verificationOf(z, this.options)]));
      this.#of = zones;
    }
    return this.#kinds.get(zoneId) ?? "unverified";
  }

  /** The served zones where nothing vouches for devices (GET /healthz reports them). */
  unverified(): string[] {
    return this.#zones()
      .map((z) => z.zoneId)
      .filter((id) => this.kindOf(id) === "unverified");
  }

  /** Why a production configuration must not serve these zones (with these keys), or undefined when it may. */
  refusal(zones: readonly ZoneDefinition[], gatewayKeys = this.options.gatewayKeys): string | undefined {
    const o = { ...this.options, gatewayKeys };
    const refused = refusedZones(zones, o);
    return refused.length ? refusalMessage(refused, o) : undefined;
  }

  // the keys were replaced (a reload): each zone's kind is worked out again
  keysChanged(): void {
    this.#of = undefined;
  }
}
