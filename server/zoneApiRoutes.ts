import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "./AppContext.ts";
import { cruiseRoutes } from "./cruise/cruiseRoutes.ts";
import { deviceMac } from "./http/macParam.ts";
import { requireZone } from "./http/requireZone.ts";
import { deviceGuard } from "./security/deviceGuard.ts";
import { openRoutes } from "./opens/openRoutes.ts";
import { sessionRoutes } from "./sessions/sessionRoutes.ts";
import { settingsRoutes } from "./fleet/settingsRoutes.ts";
import { storeRoutes } from "./store/storeRoutes.ts";
import { testModeRoutes } from "./testMode/testModeRoutes.ts";
import { voucherRoutes } from "./vouchers/voucherRoutes.ts";

// every route in here needs a known X-Zone-Public-Id; the hook runs before the body is read
export const zoneApiRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.decorateRequest("zone", null as never);
  app.addHook("onRequest", requireZone(ctx.zoneRecords));
  // the OpenAPI document names the header on exactly the routes this hook guards
  app.addHook("onRoute", (route) => {
    route.schema = { ...route.schema, "x-zone-header": true };
  });
  // after validation: the mac, normalised once, is the one the guard, the limits and the handler use
  app.decorateRequest("mac", "");
  app.addHook("preHandler", deviceMac);
  app.addHook("preHandler", deviceGuard(ctx.devices));
  await app.register(settingsRoutes, ctx);
  await app.register(sessionRoutes, ctx);
  await app.register(voucherRoutes, ctx);
  await app.register(openRoutes, ctx);
  await app.register(cruiseRoutes, ctx);
  await app.register(storeRoutes, ctx);
  if (ctx.testMode || ctx.fakeRedirects) await app.register(testModeRoutes, ctx);
};
