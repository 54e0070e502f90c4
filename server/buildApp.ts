import type { FastifyInstance } from "fastify";
import type { AppContext } from "./AppContext.ts";
import type { BuildAppOptions } from "./BuildAppOptions.ts";
import { DAY } from "./domain/time.ts";
import { oneAtATime } from "./zones/oneAtATime.ts";
import { GatewayKeys } from "./security/GatewayKeys.ts";
import { type ReloadOutcome, reloadZones } from "./wiring/reloadZones.ts";
import { ZoneRecords } from "./zones/ZoneRecords.ts";
import { createGateway, type Gateway } from "./gateway/gateway.ts";
import { BypassWindows } from "./gateway/simulator/BypassWindows.ts";
import { isHttpsUrl } from "./http/isHttpsUrl.ts";
import { NO_METRICS } from "./metrics/Metrics.ts";
import { lowPriorityRasterise } from "./brand/lowPriorityRasterise.ts";
import { brandImages } from "./brand/brandImages.ts";
import { warmZoneImages } from "./brand/zoneImages.ts";
import { registerPortal } from "./pages/registerPortal.ts";
import { DeviceAuth } from "./security/DeviceAuth.ts";
import { serverSecret } from "./security/serverSecret.ts";
import { orderMailComposer } from "./shop/mail/orderMailComposer.ts";
import { productionSignalsOf } from "./http/productionSignals.ts";
import { sandboxGuard } from "./shop/payments/sandbox/sandboxGuard.ts";
import type { StartFacts } from "./wiring/startLine.ts";
import { fakeControllerOf } from "./wiring/registerTestMode.ts";
import { checkDataDir } from "./storage/DataDirUnwritable.ts";
import { openStorage } from "./storage/open/openStorage.ts";
import { WriteHealth } from "./storage/WriteHealth.ts";
import { testModeGuard } from "./testMode/testModeGuard.ts";
import { attemptKey } from "./vouchers/attemptedCode.ts";
import { createFastify } from "./wiring/createFastify.ts";
import { fleetLinkOf } from "./wiring/fleetLinkOf.ts";
import { guardZones } from "./wiring/guardZones.ts";
import { metricsOf } from "./wiring/metricsOf.ts";
import { openZones } from "./wiring/openZones.ts";
import { passengerSeam } from "./wiring/passengerSeam.ts";
import { registerClose } from "./wiring/registerClose.ts";
import { registerConsole } from "./wiring/registerConsole.ts";
import { registerHttp } from "./wiring/registerHttp.ts";
import { registerPortalFiles, registerRoutes } from "./wiring/registerRoutes.ts";
import { registerStart } from "./wiring/registerStart.ts";
import { registerTestMode } from "./wiring/registerTestMode.ts";
import { notRunning } from "./wiring/Running.ts";
import { shopMail } from "./wiring/shopMail.ts";
import { shopPayments } from "./wiring/shopPayments.ts";
import { whatIsOn } from "./wiring/whatIsOn.ts";

export type { BuildAppOptions };
export { DEFAULT_MANIFESTS_DIR, LAST_GOOD_MANIFESTS } from "./wiring/openZones.ts";

declare module "fastify" {
  interface FastifyInstance {
    // lints the manifests folder again and serves it if valid (main.ts calls it on SIGHUP)
    reloadZones(): Promise<ReloadOutcome>;
    // what this server runs with, for the start line (main.ts, startLine.ts); the RADIUS ports once ready
    whatIsOn(): StartFacts;
    // the gateway side, so the start line can name its ports and tests can drive it
    gateway: Gateway;
    // tests (and an operator's script) run a maintenance round without waiting for its interval
    maintenanceRound(): Promise<void>;
    // resolves once every zone's header and banner variants are made (made now if not warming)
    brandImagesWarm(): Promise<void>;
  }
}

/** The app: each concern wired by its own file of server/wiring/, in the order they depend on each other. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  // a read-only or full DATA_DIR stops the start with one line (startOrExplain.ts)
  checkDataDir(options.dataDir);
  const { zones, demo } = openZones(options);
  const app = createFastify(options);
  const storage = openStorage(options.dataDir, options.databaseUrl, options.databasePoolSize);
  const secret = serverSecret(options.dataDir, options.serverSecret);
  // the sandbox in a production-looking configuration fails the start, saying why (sandboxGuard.ts),
  // and so do test mode and the faked redirects, with no way around it
  // production or not, decided once: the guards below refuse what is demo-only there
  const production = productionSignalsOf(options);
  sandboxGuard(
    { provider: options.payment?.provider, allowSandboxInProduction: options.allowSandboxInProduction },
    production,
  );
  testModeGuard(options, production);
  const shop = shopPayments(app, options, storage, secret);
  // one record for every reader, its keys replaced in place on a reload
  const gatewayKeys = new GatewayKeys(options.gatewayKeys ?? {}, options.readGatewayKeys);
  const guards = guardZones({ ...options, gatewayKeys: gatewayKeys.current }, zones, app.log);
  const now = options.now ?? Date.now;
  const writeHealth = new WriteHealth(app.log, now);
  const fleetLink = fleetLinkOf(app, options, { storage, zones, now });
  const metrics = metricsOf(options, { storage, zones, fleetLink, gateway: () => gateway });
  const counts = metrics ?? NO_METRICS;
  const gateway = createGateway({
    ...{ store: storage, zones: () => zones.zones, now, log: app.log, radius: options.radius ?? {} },
    ...{ simulator: guards.simulator.on, secret, counts },
    storageFailed: (error, where) => writeHealth.failed(error, where),
  });
  const { mailer, mail } = shopMail(options, { storage, now, log: app.log, metrics: counts });
  const devices = new DeviceAuth({
    ...{ secret, gatewayKeys: gatewayKeys.current, now, store: storage },
    ...{ verification: guards.verification, alwaysSecure: isHttpsUrl(options.publicUrl) },
  });
  const wired = passengerSeam(options, {
    storage,
    secret,
    now,
    devices,
    gateway,
    zones,
    shop,
    fleetLink,
    counts,
  });
  const { sandbox } = shop;
  const ctx: AppContext = {
    ...wired,
    ...{ storage, gateway, zones, demo, devices, now, fleetLink, mail, metrics: counts, writeHealth },
    ...{ payment: shop.payment, nets: shop.nets, handoffReadiness: guards.handoffReadiness, gatewayKeys },
    radiusRestToken: options.radiusRestToken,
    zoneRecords: new ZoneRecords(storage),
    testMode: options.testMode === true,
    fakeRedirects: options.fakeRedirects === true,
    fakeController: fakeControllerOf(options.fakeRedirects === true, storage),
    accessControllerSimulator: guards.simulator.on,
    attemptKey: attemptKey(secret),
    sandboxUpkeep: sandbox ? (at) => sandbox.prune(at) : undefined,
    cruiseJobDelayMs: options.cruiseJobDelayMs ?? 1500,
    publicUrl: options.publicUrl,
    orderMail: orderMailComposer(zones, options.publicUrl),
    retentionMs: (options.retentionDays ?? 30) * DAY,
    brandImages:
      options.brandImages ??
      brandImages(options.brandCacheDir ?? `${options.dataDir}/brand-cache`, lowPriorityRasterise()),
    bypass: options.bypass ?? new BypassWindows(),
  };
  const running = notRunning();
  // a reload's new or changed images get their variants too, off the request path
  const reloads = oneAtATime(async () => {
    const outcome = await reloadZones(ctx, app.log);
    ctx.metrics.manifestReload(outcome.ok ? "ok" : "refused", ctx.now());
    if (outcome.ok && options.warmBrandImages) void warmZoneImages(ctx.brandImages, ctx.zones);
    return outcome;
  });
  registerClose(app, running, {
    storage,
    zones,
    gateway,
    fleetLink,
    mailer,
    reloadsIdle: () => reloads.idle(),
  });
  registerHttp(app, options, shop.payment.scriptOrigin, metrics, writeHealth);
  registerRoutes(app, ctx, { shop, verification: guards.verification, running, dataDir: options.dataDir });
  registerConsole(app, options, {
    ...{ storage, gateway, zones, secret, now, retentionMs: ctx.retentionMs, nets: shop.nets },
    demo: demo !== undefined,
  });
  registerTestMode(app, ctx);
  registerPortalFiles(app, options, ctx);
  app.decorate("reloadZones", () => reloads.run());
  app.decorate("whatIsOn", () =>
    whatIsOn(options, ctx, {
      demo: demo !== undefined,
      verification: guards.verification,
      metrics: !!metrics,
      consoleAddress: app.consoleAddress(),
    }),
  );
  registerPortal(app, options.staticDir, ctx);
  registerStart(app, options, ctx, running, { guards, demo, mailer });
  app.decorate("gateway", gateway);
  app.decorate("maintenanceRound", async () => {
    await running.maintenance?.round();
  });
  // a bench weighs pages as they are once warm: every zone's variants made, or those under way
  // awaited (each image is made once, so this joins the start's warm-up rather than repeating it)
  app.decorate("brandImagesWarm", () => warmZoneImages(ctx.brandImages, zones));
  return app;
}
