import { randomBytes } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { DEFAULT_MANIFESTS_DIR } from "../../../server/buildApp.ts";
import { loadZoneSnapshot } from "../../../server/zones/loadZoneSnapshot.ts";
import type { HttpTransport } from "../../../server/shop/payments/HttpTransport.ts";
import { mergeSections, type TestApp, type TestAppOptions } from "./testApp.ts";

export const PORTAL_HOST = "portal.ship.example";
// the TLS proxy in front, on loopback: TRUST_PROXY names it, and it says who the client is
export const PROXY = "127.0.0.1";

// Nets Easy on the transport: a created payment gets an id; a payment looked up is unknown
export const netsStandIn: HttpTransport = async (request) =>
  request.method === "POST" && request.url.endsWith("/v1/payments")
    ? { status: 201, body: { paymentId: randomBytes(16).toString("hex") } }
    : { status: 404, body: null };

// every zone of the repository's fleet: none has a gateway key or names its gateway, so a
// production configuration serves them only when the operator lists them (UNVERIFIED_ZONES)
let fleetZones: string[] | undefined;
export function allZones(): string[] {
  fleetZones ??= loadZoneSnapshot(DEFAULT_MANIFESTS_DIR).zones.map((z) => z.zoneId);
  return fleetZones;
}

/**
 * The configuration the attack review ran (issue 26): DEMO=0, an https PUBLIC_URL, ALLOWED_HOSTS,
 * TRUST_PROXY and Nets keys. The demo rows stay seeded (vouchers and bookings to attack with).
 */
export function productionOptions(extra: TestAppOptions = {}): TestAppOptions {
  return mergeSections(
    {
      http: { publicUrl: `https://${PORTAL_HOST}`, allowedHosts: [PORTAL_HOST], trustProxy: PROXY },
      production: { hints: [`ALLOWED_HOSTS is set (${PORTAL_HOST})`, "DEMO=0"] },
      shop: {
        payment: {
          provider: "nets",
          checkoutKey: "test-checkout-key-0123456789",
          secretKey: "test-secret-key-0123456789",
          publicBaseUrl: `https://${PORTAL_HOST}`,
        },
        paymentTransport: netsStandIn,
      },
      devices: { unverifiedZones: allZones() },
    },
    extra,
  );
}

/** The same configuration as server/main.ts reads it from its environment. */
export const PRODUCTION_ENV = {
  DEMO: "0",
  PUBLIC_URL: `https://${PORTAL_HOST}`,
  ALLOWED_HOSTS: PORTAL_HOST,
  TRUST_PROXY: PROXY,
  PAYMENT_PROVIDER: "nets",
  NETS_CHECKOUT_KEY: "test-checkout-key-0123456789",
  NETS_SECRET_KEY: "test-secret-key-0123456789",
};

/** A request from `client` (its address as the proxy forwards it), to the portal's public name. */
export function fromClient(
  t: TestApp,
  client: string,
  options: InjectOptions & { zone?: string; cookie?: string },
): Promise<LightMyRequestResponse> {
  const { zone, cookie, headers, ...rest } = options;
  return t.app.inject({
    ...rest,
    remoteAddress: PROXY,
    headers: {
      host: PORTAL_HOST,
      "x-forwarded-for": client,
      "x-forwarded-proto": "https",
      ...(zone ? { "x-zone-public-id": zone } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  } as InjectOptions);
}
