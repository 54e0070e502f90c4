// The server the fairness bench attacks, as its own process: the production configuration of the
// attack review (issue 26: https PUBLIC_URL, ALLOWED_HOSTS, TRUST_PROXY, Nets keys, every zone
// listed in UNVERIFIED_ZONES), with Nets Easy answered on the transport (nothing leaves loopback)
// and the demo's vouchers and bookings to be honest with. Prints its URL like server/main.ts.
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { buildApp } from "../../server/buildApp.ts";
import { loadFleet } from "../../fleet/manifests/loadFleet.ts";

const PORTAL = "portal.ship.example";
const zones = loadFleet().zones.flatMap((z) =>
  ((z.manifest as { zones?: { zoneId: string }[] }).zones ?? []).map((zone) => zone.zoneId),
);
const app = buildApp({
  storage: { dataDir: process.env.DATA_DIR ?? "./data", walCheckpointIntervalMs: 1000 },
  demo: { dataPath: fileURLToPath(new URL("../../server/demo/demo-data.json", import.meta.url)) },
  http: {
    logger: false,
    publicUrl: `https://${PORTAL}`,
    allowedHosts: [PORTAL, "127.0.0.1"],
    trustProxy: "127.0.0.1",
  },
  portal: {
    // the built portal, for the page flood (pageFlood.ts); spawnServer names none by default
    staticDir: process.env.STATIC_DIR,
  },
  production: { hints: [`ALLOWED_HOSTS is set (${PORTAL})`, "DEMO=0"] },
  devices: { unverifiedZones: zones },
  simulators: { cruiseJobDelayMs: 0 },
  shop: {
    payment: {
      provider: "nets",
      checkoutKey: "test-checkout-key-0123456789",
      secretKey: "test-secret-key-0123456789",
      publicBaseUrl: `https://${PORTAL}`,
    },
    paymentTransport: async (request) =>
      request.method === "POST" && request.url.endsWith("/v1/payments")
        ? { status: 201, body: { paymentId: randomBytes(16).toString("hex") } }
        : { status: 404, body: null },
  },
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
console.log(`Gangway portal: http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`);
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
