import type { FastifyInstance } from "fastify";
import simulatorsPlugin, { type SimulatorsPluginOptions } from "./accessController/simulatorsPlugin.ts";
import apiPlugin from "./api/apiPlugin.ts";
import brandPlugin, { type BrandPluginOptions } from "./brand/brandPlugin.ts";
import consolePlugin from "./console/consolePlugin.ts";
import demoPlugin, { type DemoPluginOptions } from "./demo/demoPlugin.ts";
import zonesPlugin, { type ZonesPluginOptions } from "./zones/zonesPlugin.ts";
import fleetLinkPlugin, { type FleetLinkPluginOptions } from "./shipShore/fleetLinkPlugin.ts";
import gatewayPlugin, { type GatewayPluginOptions } from "./gateway/gatewayPlugin.ts";
import headersPlugin from "./http/headersPlugin.ts";
import { productionSignalsOf } from "./http/productionSignals.ts";
import maintenancePlugin, { type MaintenancePluginOptions } from "./maintenance/maintenancePlugin.ts";
import metricsPlugin, { type MetricsPluginOptions } from "./metrics/metricsPlugin.ts";
import portalPlugin, { type PortalPluginOptions } from "./pages/portalPlugin.ts";
import seamPlugin, { type SeamPluginOptions } from "./seam/seamPlugin.ts";
import devicesPlugin, { type DevicesPluginOptions } from "./security/devicesPlugin.ts";
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

export { DEFAULT_MANIFESTS_DIR, LAST_GOOD_MANIFESTS } from "./zones/zonesPlugin.ts";

declare module "fastify" {
  interface FastifyInstance {
    // what this server runs with, for the start line (main.ts, startLine.ts); the RADIUS ports once ready
    whatIsOn(): StartFacts;
  }
}

/** The app's options: one section per plugin, each typed by the plugin that reads it. */
export interface AppOptions {
  storage: StoragePluginOptions;
  http?: HttpOptions;
  // DEMO=0, NODE_ENV=production, ALLOWED_HOSTS: what makes the configuration look like production
  // besides an https PUBLIC_URL (http/productionSignals.ts)
  production?: { hints?: string[] };
  zones?: ZonesPluginOptions;
  reload?: ReloadPluginOptions;
  demo?: DemoPluginOptions;
  metrics?: MetricsPluginOptions;
  devices?: Omit<DevicesPluginOptions, "production" | "simulator" | "radiusFaces">;
  // allowSandboxInProduction: the sandbox may run although the configuration looks like production
  // (PAYMENT_SANDBOX=allow)
  shop?: ShopPluginOptions & { allowSandboxInProduction?: boolean };
  mail?: MailPluginOptions;
  gateway?: GatewayPluginOptions;
  // accessController: the access-controller simulator (ACCESS_CONTROLLER_SIMULATOR); unset: on
  // unless the configuration looks like production (wiring/simulatorSwitch.ts)
  simulators?: SimulatorsPluginOptions & { accessController?: boolean };
  maintenance?: MaintenancePluginOptions;
  fleetLink?: FleetLinkPluginOptions;
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
 * and handed to those who ask; demo-only parts (the sandbox, test mode) are refused there at once.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  const o = options;
  const production = productionSignalsOf({
    publicUrl: o.http?.publicUrl,
    productionHints: o.production?.hints,
  });
  sandboxGuard(
    { provider: o.shop?.payment?.provider, allowSandboxInProduction: o.shop?.allowSandboxInProduction },
    production,
  );
  testModeGuard(o.testMode ?? {}, production);
  const simulator = simulatorSwitch(o.simulators?.accessController, production);
  const radiusFaces =
    (o.gateway?.radius?.clients?.length ?? 0) > 0 || o.gateway?.radiusRestToken !== undefined;
  const app = createFastify(o.http ?? {}, o.storage.databaseUrl);
  if (simulator.offBecause.length > 0)
    app.log.info(
      { because: simulator.offBecause },
      "access-controller simulator off in a production-looking configuration (ACCESS_CONTROLLER_SIMULATOR=1 turns it on)",
    );
  app.register(httpPlugin, o.http ?? {});
  app.register(storagePlugin, o.storage);
  app.register(zonesPlugin, o.zones ?? {});
  app.register(demoPlugin, o.demo ?? {});
  app.register(metricsPlugin, o.metrics ?? {});
  app.register(devicesPlugin, { ...o.devices, production, simulator: simulator.on, radiusFaces });
  app.register(shopPlugin, o.shop ?? {});
  app.register(headersPlugin, { scriptOrigin: () => app.payment.scriptOrigin });
  app.register(mailPlugin, o.mail ?? {});
  app.register(gatewayPlugin, { ...o.gateway, simulator: simulator.on });
  app.register(simulatorsPlugin, { ...o.simulators, on: simulator.on });
  app.register(maintenancePlugin, o.maintenance ?? {});
  app.register(fleetLinkPlugin, { ...o.fleetLink, databaseUrl: o.storage.databaseUrl });
  app.register(seamPlugin, o.rateLimit ?? {});
  app.register(brandPlugin, o.brand ?? {});
  app.register(reloadPlugin, { ...o.reload, warmImages: o.brand?.warm });
  app.register(testModePlugin, o.testMode ?? {});
  app.register(apiPlugin);
  app.register(consolePlugin, (parent) => consoleOptions(parent, o.console?.env, o.storage.databaseUrl));
  app.register(portalPlugin, o.portal ?? {});
  app.decorate("whatIsOn", () =>
    whatIsOn(app, {
      ...{ production, gateway: o.gateway, mail: o.mail },
      ...{ testMode: o.testMode, consoleEnv: o.console?.env },
    }),
  );
  return app;
}
