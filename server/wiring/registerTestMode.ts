import type { FastifyInstance } from "fastify";
import type { AppContext } from "../AppContext.ts";
import type { Storage } from "../storage/Storage.ts";
import { authorizeAccessController } from "../testMode/authorizeAccessController.ts";
import { testModeRoutes } from "../testMode/testModeRoutes.ts";
import { testBindRoute } from "../testMode/testBindRoute.ts";
import { testCruiseReleaseRoute } from "../testMode/testCruiseReleaseRoute.ts";
import { testDeviceRoute } from "../testMode/testDeviceRoute.ts";
import { testResetRoute } from "../testMode/testResetRoute.ts";
import { testVoucherRoute } from "../testMode/testVoucherRoute.ts";

/** TEST_MODE's routes (testMode/testModeGuard.ts refuses them in a production-looking configuration). */
export function registerTestMode(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.testMode) return;
  app.register(testResetRoute, ctx);
  app.register(testVoucherRoute, ctx);
  app.register(testBindRoute, ctx);
  app.register(testDeviceRoute, ctx);
  app.register(testCruiseReleaseRoute, ctx);
}

/** FAKE_REDIRECTS: the controller's /auth, answered by this server for the pages' forms. */
export const fakeControllerOf = (on: boolean, storage: Storage): AppContext["fakeController"] =>
  on ? (zoneId, mac, now) => authorizeAccessController(storage, zoneId, mac, now) : undefined;

/** Test mode's POST twins of the controller, behind the zone check of the API (api/zoneApiRoutes.ts). */
export const behindZoneCheck = (ctx: AppContext) =>
  ctx.testMode || ctx.fakeRedirects ? [testModeRoutes] : [];
