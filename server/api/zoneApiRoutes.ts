import type { FastifyPluginAsync } from "fastify";
import { deviceMac } from "../http/macParams.ts";
import { requireZone } from "./requireZone.ts";
import { actorHook } from "../seam/actorHook.ts";
import { settingsRoutes } from "./settingsRoutes.ts";
import { storeRoutes } from "./storeRoutes.ts";
import { cruiseRoutes } from "./cruiseRoutes.ts";
import { openRoutes } from "./openRoutes.ts";
import { sessionRoutes } from "./sessionRoutes.ts";
import { voucherRoutes } from "./voucherRoutes.ts";

// every route in here needs a known X-Zone-Public-Id; the hook runs before the body is read.
// and the routes test mode puts behind the same check (its POST twins, testMode/testModePlugin.ts)
export const zoneApiRoutes: FastifyPluginAsync = async (app) => {
  app.decorateRequest("zone", null as never);
  app.addHook("onRequest", requireZone(app.zoneRecords));
  // the OpenAPI document names the header on exactly the routes this hook guards
  app.addHook("onRoute", (route) => {
    route.schema = { ...route.schema, "x-zone-header": true };
  });
  // after validation: the mac, read once, is the one the seam, the limits and the handler use
  app.decorateRequest("mac", null as never);
  app.decorateRequest("actor", null as never);
  app.addHook("preHandler", deviceMac);
  app.addHook("preHandler", actorHook(app.seam));
  await app.register(settingsRoutes);
  const features = { seam: app.seam, storage: app.storage, now: app.now };
  await app.register(sessionRoutes, features);
  await app.register(voucherRoutes, features);
  await app.register(openRoutes, features);
  await app.register(cruiseRoutes, features);
  await app.register(storeRoutes);
  for (const routes of app.zoneCheckedRoutes) await app.register(routes);
};
