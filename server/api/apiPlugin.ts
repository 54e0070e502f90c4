import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { openapiRoutes } from "../openapi/openapiRoutes.ts";
import { paymentSandboxRoutes } from "../shop/payments/sandbox/paymentSandboxRoutes.ts";
import { probeWrites } from "../storage/probeWrites.ts";
import { captivePortalApiRoutes } from "./captivePortalApiRoutes.ts";
import { healthRoute } from "./healthRoute.ts";
import { openndsRoutes } from "./openndsRoutes.ts";
import { authmonRoutes } from "./authmonRoutes.ts";
import { paymentNotificationRoutes } from "./paymentNotificationRoutes.ts";
import { publicApiRoutes } from "./publicApiRoutes.ts";
import { radiusRoutes } from "./radiusRoutes.ts";
import { zoneApiRoutes } from "./zoneApiRoutes.ts";

/**
 * The JSON routes: the health check, the passenger API behind its zone check, the gateway side's
 * faces (RFC 8908, FreeRADIUS's rlm_rest when RADIUS_REST_TOKEN is set, openNDS), the OpenAPI
 * document, the provider's payment notices and the payment sandbox when it runs.
 */
async function apiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(healthRoute, {
    reachable: app.storage.reachable,
    writeFault: () => probeWrites(app.dataDir, app.storage, app.writeHealth),
    isLeader: () => app.isLeader(),
    fleet: () => app.zones.health,
    unverifiedZones: () => app.devices.verification.unverified(),
    shipShoreLinks: () => app.shipShoreLink.status(),
  });
  await app.register(zoneApiRoutes);
  await app.register(publicApiRoutes);
  await app.register(captivePortalApiRoutes);
  if (app.radiusRestToken) await app.register(radiusRoutes);
  await app.register(openndsRoutes);
  await app.register(authmonRoutes);
  await app.register(openapiRoutes);
  await app.register(paymentNotificationRoutes);
  const { sandbox } = app;
  if (sandbox)
    await app.register(paymentSandboxRoutes, {
      ...{ payment: app.payment, now: app.now, transport: app.paymentTransport, payments: sandbox },
    });
}

export default fp(apiPlugin, {
  name: "gangway-api",
  dependencies: ["gangway-seam", "gangway-test-mode", "gangway-maintenance", "gangway-ship-shore"],
});
