import type { FastifyInstance } from "fastify";
import simulatorsPlugin, { type SimulatorsPluginOptions } from "./accessController/simulatorsPlugin.ts";
import apiPlugin from "./api/apiPlugin.ts";
import brandPlugin, { type BrandPluginOptions } from "./brand/brandPlugin.ts";
import consolePlugin from "./console/consolePlugin.ts";
import demoPlugin, { type DemoPluginOptions } from "./demo/demoPlugin.ts";
import zonesPlugin, { type ZonesPluginOptions } from "./zones/zonesPlugin.ts";
import shipShorePlugin, { type ShipShorePluginOptions } from "./shipShore/shipShorePlugin.ts";
import gatewayPlugin, { type GatewayPluginOptions } from "./gateway/gatewayPlugin.ts";
import headersPlugin from "./http/headersPlugin.ts";
import { productionSignalsOf } from "./http/productionSignalsOf.ts";
import maintenancePlugin, { type MaintenancePluginOptions } from "./maintenance/maintenancePlugin.ts";
import metricsPlugin, { type MetricsPluginOptions } from "./metrics/metricsPlugin.ts";
import portalPlugin, { type PortalPluginOptions } from "./pages/portalPlugin.ts";
import seamPlugin, { type SeamPluginOptions } from "./seam/seamPlugin.ts";
import devicesPlugin, { type DevicesPluginOptions } from "./security/devicesPlugin.ts";
import handoffReadinessPlugin from "./wiring/handoffReadinessPlugin.ts";
import mailPlugin, { type MailPluginOptions } from "./shop/mail/mailPlugin.ts";
import { sandboxGuard } from "./shop/payments/sandbox/sandboxGuard.ts";
import shopPlugin, { type ShopPluginOptions } from "./shop/shopPlugin.ts";
import storagePlugin, { type StoragePluginOptions } from "./storage/open/storagePlugin.ts";
import { testModeGuard } from "./testMode/testModeGuard.ts";
import testModePlugin, { type TestModePluginOptions } from "./testMode/testModePlugin.ts";
import { consoleOptions } from "./wiring/consoleOptions.ts";
import { createFastify, type HttpOptions } from "./wiring/createFastify.ts";
import httpPlugin from "./wiring/httpPlugin.ts";
import reloadPlugin, { type ReloadPluginOptions } from "./wiring/reloadPlugin.ts";
import { simulatorSwitch } from "./wiring/simulatorSwitch.ts";
import type { StartFacts } from "./wiring/startLine.ts";
import { whatIsOn } from "./wiring/whatIsOn.ts";
import { type EnvOption, ownSection } from "./env/ownSection.ts";
import { readStorageEnv } from "./storage/open/readStorageEnv.ts";
import { readShopEnv } from "./shop/readShopEnv.ts";
import { readTestModeEnv } from "./testMode/readTestModeEnv.ts";
import { readGatewayEnv } from "./gateway/readGatewayEnv.ts";

export { DEFAULT_MANIFESTS_DIR, LAST_GOOD_MANIFESTS } from "./zones/zonesPlugin.ts";
// the request validators the app asked for: what npm run gen compiles ahead (tools/gen/genRouteValidators.ts)
export { type AskedValidator, askedValidators } from "./http/routeValidators.ts";

declare module "fastify" {
  interface FastifyInstance {
    // what this server runs with, for the start line (main.ts, startLine.ts); the RADIUS ports once ready
    whatIsOn(): StartFacts;
  }
}

/**
 * The app's options: the environment each plugin reads its own section of (main.ts: process.env;
 * a test: none), and one section per plugin, typed by the plugin that reads it, given over what
 * the environment says: a test overrides a setting by passing it to the one plugin concerned.
 */
export interface AppOptions extends EnvOption {
  storage?: StoragePluginOptions;
  http?: HttpOptions;
  // DEMO=0, NODE_ENV=production, ALLOWED_HOSTS: what makes the configuration look like production
  // besides an https PUBLIC_URL (http/productionSignalsOf.ts)
  production?: { hints?: string[] };
  zones?: ZonesPluginOptions;
  reload?: ReloadPluginOptions;
  demo?: DemoPluginOptions;
  metrics?: MetricsPluginOptions;
  devices?: Omit<DevicesPluginOptions, "production" | "radiusFaces">;
  // allowSandboxInProduction: the sandbox may run although the configuration looks like production
  // (PAYMENT_SANDBOX=allow)
  shop?: ShopPluginOptions & { allowSandboxInProduction?: boolean };
  mail?: MailPluginOptions;
  gateway?: GatewayPluginOptions;
  // accessController: the access-controller simulator (ACCESS_CONTROLLER_SIMULATOR); unset: on
  // unless the configuration looks like production (wiring/simulatorSwitch.ts)
  simulators?: SimulatorsPluginOptions & { accessController?: boolean };
  maintenance?: MaintenancePluginOptions;
  shipShoreLink?: ShipShorePluginOptions;
  rateLimit?: SeamPluginOptions;
  brand?: BrandPluginOptions;
  testMode?: TestModePluginOptions;
  // the console's variables (CONSOLE*): it reads its own section of process.env unless a test hands it one
  console?: { env?: NodeJS.ProcessEnv };
  portal?: PortalPluginOptions;
}

/**
 * The app: one plugin per part, each reading its own section, decorating the instance with what it
 * offers and closing what it opened; registered in the order they depend on each other (onReady
 * hooks run in that order, onClose hooks in the reverse). Production or not is decided here, once,
 * and handed to those who ask; demo-only parts (the sandbox, test mode) are refused there at once,
 * so the sections those decisions read (storage, shop, test mode, gateway) are read here,
 * each by its plugin's own reader.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  const o = options;
  const env = o.env;
  const storage = ownSection({ env, ...o.storage } as StoragePluginOptions & EnvOption, readStorageEnv);
  const shop = ownSection({ env, ...o.shop }, readShopEnv);
  const testMode = ownSection({ env, ...o.testMode }, readTestModeEnv);
  const gateway = ownSection({ env, ...o.gateway }, readGatewayEnv);
  const production = productionSignalsOf({
    publicUrl: o.http?.publicUrl,
    productionHints: o.production?.hints,
  });
  sandboxGuard(
    { provider: shop.payment?.provider, allowSandboxInProduction: shop.allowSandboxInProduction },
    production,
  );
  testModeGuard(testMode, production);
  const simulator = simulatorSwitch(o.simulators?.accessController, production);
  const radiusFaces = (gateway.radius?.clients?.length ?? 0) > 0 || gateway.radiusRestToken !== undefined;
  const app = createFastify(o.http ?? {}, storage.databaseUrl);
  if (simulator.offBecause.length > 0)
    app.log.info(
      { because: simulator.offBecause },
      "access-controller simulator off in a production-looking configuration (ACCESS_CONTROLLER_SIMULATOR=1 turns it on)",
    );
  app.register(httpPlugin, o.http ?? {});
  app.register(storagePlugin, storage);
  app.register(zonesPlugin, { env, ...o.zones });
  app.register(demoPlugin, o.demo ?? {});
  app.register(metricsPlugin, { env, ...o.metrics });
  app.register(devicesPlugin, { env, ...o.devices, production, radiusFaces });
  app.register(handoffReadinessPlugin, { production, simulator: simulator.on, radiusFaces });
  app.register(shopPlugin, shop);
  app.register(headersPlugin, { scriptOrigin: () => app.payment.scriptOrigin });
  app.register(mailPlugin, { env, ...o.mail });
  app.register(gatewayPlugin, { ...gateway, simulator: simulator.on });
  app.register(simulatorsPlugin, { env, ...o.simulators, on: simulator.on });
  app.register(maintenancePlugin, { env, ...o.maintenance });
  app.register(shipShorePlugin, { env, ...o.shipShoreLink, databaseUrl: storage.databaseUrl });
  app.register(seamPlugin, { env, ...o.rateLimit });
  app.register(brandPlugin, { env, ...o.brand });
  app.register(reloadPlugin, { env, ...o.reload });
  app.register(testModePlugin, testMode);
  app.register(apiPlugin);
  app.register(consolePlugin, (parent) => consoleOptions(parent, o.console?.env ?? env, storage.databaseUrl));
  app.register(portalPlugin, { env, ...o.portal });
  app.decorate("whatIsOn", () =>
    whatIsOn(app, {
      ...{ production, gateway },
      ...{ testMode, consoleEnv: o.console?.env ?? env },
    }),
  );
  return app;
}
