import type { FastifyInstance } from "fastify";
import type { AppContext } from "../AppContext.ts";
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
