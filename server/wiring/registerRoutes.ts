import type { FastifyInstance } from "fastify";
import type { AppContext } from "../AppContext.ts";
import type { BuildAppOptions } from "../BuildAppOptions.ts";
import { publicApiRoutes } from "../api/publicApiRoutes.ts";
import { zoneApiRoutes } from "../api/zoneApiRoutes.ts";
import { behindZoneCheck } from "./registerTestMode.ts";
import { captivePortalApiRoutes } from "../api/captivePortalApiRoutes.ts";
import { radiusRoutes } from "../api/radiusRoutes.ts";
import { authmonRoutes } from "../api/authmonRoutes.ts";
import { openndsRoutes } from "../api/openndsRoutes.ts";
import { accessControllerRoutes } from "../accessController/accessControllerRoutes.ts";
import { healthRoute } from "./healthRoute.ts";
import { probeWrites } from "../storage/probeWrites.ts";
import { openapiRoutes } from "../openapi/openapiRoutes.ts";
import { brandImageRoute } from "../brand/brandImageRoute.ts";
import { registerStorybook } from "../pages/registerStorybook.ts";
import { registerZoneFiles } from "../pages/registerZoneFiles.ts";
import { paymentNotificationRoutes } from "../api/paymentNotificationRoutes.ts";
import { paymentSandboxRoutes } from "../shop/payments/sandbox/paymentSandboxRoutes.ts";
import type { ZoneVerification } from "../security/ZoneVerification.ts";
import type { Running } from "./Running.ts";
import type { ShopPayments } from "./shopPayments.ts";

/** The routes of the API, the gateway side, the shop's provider and the portal's files (the pages themselves: registerPortal). */
export function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  d: { shop: ShopPayments; verification: ZoneVerification; running: Running; dataDir: string },
): void {
  app.register(healthRoute, {
    reachable: ctx.storage.reachable,
    writeFault: () => probeWrites(d.dataDir, ctx.storage, ctx.writeHealth),
    isLeader: () => d.running.leadership?.isLeader() ?? false,
    fleet: () => ctx.zones.health,
    unverifiedZones: () => d.verification.unverified(),
    fleetLinks: () => ctx.fleetLink.status(),
  });
  app.register(zoneApiRoutes, { ...ctx, also: behindZoneCheck(ctx) });
  app.register(publicApiRoutes, ctx);
  if (ctx.accessControllerSimulator) app.register(accessControllerRoutes, ctx);
  app.register(captivePortalApiRoutes, ctx);
  if (ctx.radiusRestToken) app.register(radiusRoutes, ctx);
  app.register(openndsRoutes, ctx);
  app.register(authmonRoutes, ctx);
  app.register(openapiRoutes);
  app.register(paymentNotificationRoutes, ctx);
  if (d.shop.sandbox)
    app.register(paymentSandboxRoutes, { ...ctx, transport: d.shop.transport, payments: d.shop.sandbox });
}

/** The portal's static side: zone files (in a plugin, so that @fastify/swagger sees them), Storybook, brand images. */
export function registerPortalFiles(app: FastifyInstance, options: BuildAppOptions, ctx: AppContext): void {
  app.register(async (files) => registerZoneFiles(files, ctx));
  registerStorybook(app, options.storybookDir);
  // brand images are part of the portal (its pages name them), not of the API
  if (options.staticDir) brandImageRoute(app, ctx.brandImages);
}
