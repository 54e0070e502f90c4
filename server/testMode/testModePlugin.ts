import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { authorizeAccessController } from "./authorizeAccessController.ts";
import { testBindRoute } from "./testBindRoute.ts";
import { testCruiseReleaseRoute } from "./testCruiseReleaseRoute.ts";
import { testDeviceRoute } from "./testDeviceRoute.ts";
import { testModeRoutes } from "./testModeRoutes.ts";
import { testResetRoute } from "./testResetRoute.ts";
import { testVoucherRoute } from "./testVoucherRoute.ts";

declare module "fastify" {
  interface FastifyInstance {
    // FAKE_REDIRECTS: the portal (settings.testMode) uses the POST twins instead of real redirects
    fakeRedirects: boolean;
    // FAKE_REDIRECTS: the controller's /auth answered here, letting the device on at once
    fakeController: ((zoneId: string, mac: string, now: number) => Promise<boolean>) | undefined;
    // routes the API puts behind its zone check (api/zoneApiRoutes.ts): test mode's POST twins
    zoneCheckedRoutes: FastifyPluginAsync[];
  }
}

export interface TestModePluginOptions {
  // TEST_MODE: adds POST /api/test/reset and the POST twins of the access-controller redirects
  on?: boolean;
  // FAKE_REDIRECTS: tells the portal to use the POST twins instead of real redirects; separate
  // from TEST_MODE so browser tests can exercise the real redirects
  fakeRedirects?: boolean;
}

/**
 * TEST_MODE's routes and FAKE_REDIRECTS' twins, registered by the composition, which refuses both
 * in a production-looking configuration (testModeGuard.ts) before it gets here.
 */
async function testModePlugin(app: FastifyInstance, o: TestModePluginOptions): Promise<void> {
  const fake = o.fakeRedirects === true;
  app.decorate("fakeRedirects", fake);
  app.decorate(
    "fakeController",
    fake
      ? (zoneId: string, mac: string, now: number) => authorizeAccessController(app.storage, zoneId, mac, now)
      : undefined,
  );
  app.decorate("zoneCheckedRoutes", o.on || fake ? [testModeRoutes] : []);
  if (!o.on) return;
  await app.register(testResetRoute);
  await app.register(testVoucherRoute);
  await app.register(testBindRoute);
  await app.register(testDeviceRoute);
  await app.register(testCruiseReleaseRoute);
}

export default fp(testModePlugin, {
  name: "gangway-test-mode",
  dependencies: ["gangway-seam", "gangway-simulators", "gangway-demo"],
});
