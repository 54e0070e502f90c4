import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { createGateway, type Gateway } from "./gateway/gateway.ts";
import { radiusRoutes } from "./gateway/rest/radiusRoutes.ts";
import type { Leadership } from "./cluster/PeriodicJobs.ts";
import type { BuildAppOptions } from "./BuildAppOptions.ts";
import { startWalCheckpointer, type WalCheckpointer } from "./storage/sqlite/walCheckpointer.ts";
import { DAY, MINUTE } from "./domain/time.ts";
import { brandImages } from "./pages/brand/brandImages.ts";
import { brandImageRoute } from "./pages/brand/brandImageRoute.ts";
import { warmZoneImages } from "./pages/brand/zoneImages.ts";
import { loadDemoData } from "./demo/loadDemoData.ts";
import { type ReloadOutcome, refusalMessage, reloadZones } from "./fleet/reloadZones.ts";
import { watchManifests } from "./fleet/watchManifests.ts";
import { ZoneRegistry } from "./fleet/ZoneRegistry.ts";
import { oneAtATime } from "./fleet/oneAtATime.ts";
import { keptInOutbox } from "./shop/mail/MailQueue.ts";
import { Mailer } from "./shop/mail/Mailer.ts";
import { DEFAULT_MAIL_POLICY } from "./shop/mail/mailPolicy.ts";
import { smtpTransport } from "./shop/mail/smtpTransport.ts";
import { orderMailComposer } from "./shop/mail/orderMailComposer.ts";
import { NO_METRICS } from "./metrics/Metrics.ts";
import { promMetrics } from "./metrics/promMetrics.ts";
import { registerMetrics } from "./metrics/registerMetrics.ts";
import { fetchTransport } from "./shop/payments/fetchTransport.ts";
import { injectTransport } from "./shop/payments/injectTransport.ts";
import { netsClient } from "./shop/payments/netsClient.ts";
import { paymentConfig } from "./shop/payments/PaymentConfig.ts";
import { paymentNotificationRoutes } from "./shop/paymentNotificationRoutes.ts";
import { paymentSandboxRoutes } from "./shop/payments/sandbox/paymentSandboxRoutes.ts";
import type { AppContext } from "./AppContext.ts";
import { errorHandler } from "./http/errorHandler.ts";
import { hostCheck } from "./http/hostCheck.ts";
import { registerLenientJsonParser } from "./http/lenientJsonParser.ts";
import { loggerOptions } from "./http/loggerOptions.ts";
import { noStore } from "./http/noStore.ts";
import { registerPortal } from "./pages/registerPortal.ts";
import { registerStorybook } from "./pages/registerStorybook.ts";
import { registerZoneFiles } from "./pages/registerZoneFiles.ts";
import { schemaErrorFormatter } from "./http/schemaErrorFormatter.ts";
import { helmetOptionsFor } from "./http/securityHeaders.ts";
import { staticHelmet } from "./http/staticHelmet.ts";
import { urlLimit } from "./http/urlLimit.ts";
import { finiteNumbers } from "./http/finiteNumbers.ts";
import { isHttpsUrl } from "./http/isHttpsUrl.ts";
import { DEFAULT_VOUCHER_LIMITS, scaleClientLimit } from "./vouchers/VoucherLimits.ts";
import { DEFAULT_OPEN_LIMITS } from "./opens/openLimits.ts";
import { DeviceAuth } from "./security/DeviceAuth.ts";
import { serverSecret } from "./security/serverSecret.ts";
import { attemptKey } from "./vouchers/attemptedCode.ts";
import { fastifyOptions } from "./http/fastifyOptions.ts";
import { productionHintsOf, sandboxGuard } from "./shop/payments/sandbox/sandboxGuard.ts";
import { ZoneVerification, ZoneVerificationError } from "./security/ZoneVerification.ts";
import { type Maintenance, startMaintenance } from "./maintenance/startMaintenance.ts";
import { accessControllerRoutes } from "./gateway/simulator/accessControllerRoutes.ts";
import { simulatorSwitch } from "./gateway/simulator/simulatorSwitch.ts";
import {
  deadEnds,
  HandoffConfigError,
  handoffRefusal,
  type ReadinessOptions,
} from "./gateway/handoff/handoffReadiness.ts";
import { captivePortalApiRoutes } from "./gateway/captivePortalApiRoutes.ts";
import { openapiRoutes } from "./openapi/openapiRoutes.ts";
import { swaggerOptions } from "./openapi/swaggerOptions.ts";
import { publicApiRoutes } from "./analytics/publicApiRoutes.ts";
import { testResetRoute } from "./testMode/testResetRoute.ts";
import { BypassWindows } from "./gateway/simulator/BypassWindows.ts";
import { testDeviceRoute } from "./testMode/testDeviceRoute.ts";
import { testVoucherRoute } from "./testMode/testVoucherRoute.ts";
import { testBindRoute } from "./testMode/testBindRoute.ts";
import { testModeGuard } from "./testMode/testModeGuard.ts";
import { zoneApiRoutes } from "./api/zoneApiRoutes.ts";
import { PassengerSeam } from "./seam/PassengerSeam.ts";
import { voucherLimiter } from "./vouchers/voucherLimiter.ts";
import { cruiseLimiter } from "./cruise/cruiseLimiter.ts";
import { apiSchemas } from "./http/apiSchemas.ts";
import { openStorage } from "./storage/openStorage.ts";
import { DbLimitStore } from "./rateLimit/DbLimitStore.ts";
import { SandboxPayments } from "./shop/payments/sandbox/SandboxPayments.ts";
import { reconcileZones } from "./fleet/reconcileZones.ts";
import { ZoneRecords } from "./fleet/ZoneRecords.ts";
import { seedDemo } from "./demo/seedDemo.ts";
import { healthRoute } from "./http/healthRoute.ts";
import { type StartFacts, smtpFacts } from "./startLine.ts";
import { NO_FLEET_LINK } from "./fleetLink/FleetLink.ts";
import { startFleetLink } from "./fleetLink/startFleetLink.ts";
import { checkVesselId } from "./fleetLink/checkVesselId.ts";

export type { BuildAppOptions };

declare module "fastify" {
  interface FastifyInstance {
    // lints the manifests folder again and serves it if valid (main.ts calls it on SIGHUP)
    reloadZones(): Promise<ReloadOutcome>;
    // what this server runs with, for the start line (main.ts, startLine.ts); the RADIUS ports once ready
    whatIsOn(): StartFacts;
  }
}

// at every start: the zones where a device's session answers the first browser only, since its
// gateway vouches for nothing (in production, those UNVERIFIED_ZONES lists)
function logUnverifiedZones(log: FastifyInstance["log"], verification: ZoneVerification): void {
  const unverified = verification.unverified();
  if (unverified.length === 0) return;
  // what a stranger who knows a device's MAC can do there, exactly (server/README.md, "Device identity")
  const what =
    "zones served unverified: no gateway vouches for their devices. There a device's running session answers " +
    "only the browser that started it; a stranger who knows a MAC can start a trial for it (its own once a day, " +
    "never the owner's) and hold the device for that trial's time at most, start free access the owner may " +
    "replace with its own at once, or activate a voucher it holds on it";
  if (verification.production) log.warn({ unverifiedZones: unverified }, `${what} (UNVERIFIED_ZONES)`);
  else log.info({ unverifiedZones: unverified }, what);
}

export const DEFAULT_MANIFESTS_DIR = fileURLToPath(new URL("../manifests/", import.meta.url));
// in DATA_DIR: the fleet last served, for a start or reload on a folder with problems
export const LAST_GOOD_MANIFESTS = "last-good-manifests";

export function buildApp(options: BuildAppOptions): FastifyInstance {
  // invalid manifests or demo data fail here, before anything is opened
  // a folder with problems is served as far as it can be: the good operators as they are, the others
  // at their last good version, kept beside the data (fleet/snapshotAnswer.ts)
  const zones = new ZoneRegistry(options.manifestsDir ?? DEFAULT_MANIFESTS_DIR, {
    reloadGate: options.reloadGate,
    keepDir: join(options.dataDir, LAST_GOOD_MANIFESTS),
    now: options.now,
  });
  const demo = options.demoDataPath ? loadDemoData(options.demoDataPath, zones.zones) : undefined;
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: 16 * 1024,
    schemaErrorFormatter,
    ...fastifyOptions(options),
    // a server starting beside others waits its turn for migrations and reconciliation (advisory
    // locks) inside onReady: Fastify's 10 s for a hook is too short for that on PostgreSQL
    ...(options.databaseUrl ? { pluginTimeout: 120_000 } : {}),
  });
  const store = openStorage(options.dataDir, options.databaseUrl, options.databasePoolSize);
  // a missing Nets key fails the start, not the first purchase
  const secret = serverSecret(options.dataDir, options.serverSecret);
  // the sandbox in a production-looking configuration fails the start, saying why (sandboxGuard.ts)
  sandboxGuard(options);
  // and so do test mode and the faked redirects, with no way around it
  testModeGuard(options);
  const payment = paymentConfig({
    publicBaseUrl: options.publicUrl,
    sandboxSecret: secret,
    ...options.payment,
  });
  // the sandbox is called in-process, the real provider over the network: the same client code
  const paymentTransport =
    options.paymentTransport ?? (payment.provider === "sandbox" ? injectTransport(app) : fetchTransport());
  const now = options.now ?? Date.now;
  const sandboxPayments = payment.provider === "sandbox" ? new SandboxPayments(store) : undefined;
  // a production configuration serves no zone where anyone could act for any device (issue 26)
  const verification = new ZoneVerification(
    {
      gatewayKeys: options.gatewayKeys ?? {},
      radiusGateways: (options.radius?.clients?.length ?? 0) > 0 || options.radiusRestToken !== undefined,
      unverifiedZones: options.unverifiedZones ?? [],
      productionHints: productionHintsOf(options),
    },
    () => zones.zones,
  );
  const refusal = verification.refusal(zones.zones);
  if (refusal) throw new ZoneVerificationError(refusal);
  const simulator = simulatorSwitch(options);
  // and no zone whose granted devices could never be let online by its gateway (issue 32)
  const handoffReadiness: ReadinessOptions = {
    productionHints: productionHintsOf(options),
    simulator: simulator.on,
    gatewayKeys: options.gatewayKeys ?? {},
    radiusFaces: (options.radius?.clients?.length ?? 0) > 0 || options.radiusRestToken !== undefined,
  };
  const deadEnd = handoffRefusal(zones.zones, handoffReadiness);
  if (deadEnd) throw new HandoffConfigError(deadEnd);
  if (simulator.offBecause.length > 0)
    app.log.info(
      { because: simulator.offBecause },
      "access-controller simulator off in a production-looking configuration (ACCESS_CONTROLLER_SIMULATOR=1 turns it on)",
    );
  // ship and shore (server/fleetLink/): on PostgreSQL, once npm run fleet -- link has linked the database
  const fleetLink = options.databaseUrl
    ? startFleetLink({
        ...{ store, databaseUrl: options.databaseUrl, heartbeatMs: options.fleetHeartbeatMs ?? 15_000 },
        ...{ manifestsDir: () => zones.dir, keepDir: join(options.dataDir, LAST_GOOD_MANIFESTS) },
        ...{ reload: () => app.reloadZones(), now, log: app.log },
      })
    : NO_FLEET_LINK;
  // metrics and SMTP are off unless configured (METRICS_TOKEN, SMTP_URL); the native RADIUS server's
  // packet counts are read at a scrape, once it listens
  const metrics = options.metricsToken
    ? promMetrics({
        ...{ store, radius: () => gateway.radius?.stats, fleet: () => zones.health },
        fleetLinks: () => fleetLink.status(),
        handoff: () => gateway.handoffStats,
      })
    : undefined;
  const gateway = createGateway({
    store,
    zones: () => zones.zones,
    now,
    log: app.log,
    radius: options.radius ?? {},
    simulator: simulator.on,
    secret,
    counts: metrics ?? NO_METRICS,
  });
  const mailTransport =
    options.mail ?? (options.smtp ? smtpTransport(options.smtp.url, options.smtp.from) : undefined);
  const mailer = mailTransport
    ? new Mailer({
        ...{ store, transport: mailTransport, now, log: app.log, metrics: metrics ?? NO_METRICS },
        policy: { ...DEFAULT_MAIL_POLICY, ...options.mailPolicy },
      })
    : undefined;
  const devices = new DeviceAuth({
    ...{ secret, gatewayKeys: options.gatewayKeys ?? {}, now, store, verification },
    alwaysSecure: isHttpsUrl(options.publicUrl),
  });
  const limits = options.limitStore ?? new DbLimitStore(store);
  const rateLimitEpoch = { value: 0 };
  const clientLimitScale = options.clientLimitScale ?? 1;
  const voucherLimits = scaleClientLimit(
    { ...DEFAULT_VOUCHER_LIMITS, ...options.voucherLimits },
    options.clientLimitScale,
  );
  const openLimits = { ...DEFAULT_OPEN_LIMITS, ...options.openLimits };
  const counts = metrics ?? NO_METRICS;
  const letGo = (zoneId: string, mac: string, why: string) =>
    void gateway.disconnector.disconnect(zoneId, mac, why);
  const seam = new PassengerSeam({
    ...{ devices, now, publicUrl: options.publicUrl, targetKey: gateway.targetKey },
    vouchers: {
      ...{ storage: store, attemptKey: attemptKey(secret), counts, letGo },
      limit: voucherLimiter(limits, voucherLimits, rateLimitEpoch, now),
    },
    opens: { storage: store, limits, openLimits, limitEpoch: rateLimitEpoch, clientLimitScale, counts },
    sessions: { storage: store, letGo },
    cruise: {
      storage: store,
      limit: cruiseLimiter(limits, rateLimitEpoch, now, clientLimitScale),
      jobDelayMs: options.cruiseJobDelayMs ?? 1500,
    },
    checkout: {
      ...{ storage: store, nets: netsClient(payment, paymentTransport), payment, limits, now, counts },
      ...{ limitEpoch: rateLimitEpoch, clientLimitScale, fleetLink },
    },
    handoff: {
      ...{ storage: store, zones: () => zones.zones, credentialKey: gateway.credentialKey },
      gatewayKeyOf: (zoneId) => devices.gatewayKeyOf(zoneId),
    },
  });
  const ctx: AppContext = {
    seam,
    storage: store,
    gateway,
    radiusRestToken: options.radiusRestToken,
    zoneRecords: new ZoneRecords(store),
    now,
    testMode: options.testMode === true,
    fakeRedirects: options.fakeRedirects === true,
    accessControllerSimulator: simulator.on,
    zones,
    demo,
    voucherLimits,
    openLimits,
    clientLimitScale,
    rateLimitEpoch,
    limits,
    devices,
    attemptKey: attemptKey(secret),
    sandboxUpkeep: sandboxPayments ? (at) => sandboxPayments.prune(at) : undefined,
    cruiseJobDelayMs: options.cruiseJobDelayMs ?? 1500,
    publicUrl: options.publicUrl,
    payment,
    nets: netsClient(payment, paymentTransport),
    mail: mailer ?? keptInOutbox(store.where, app.log),
    orderMail: orderMailComposer(zones, options.publicUrl),
    metrics: metrics ?? NO_METRICS,
    retentionMs: (options.retentionDays ?? 30) * DAY,
    brandImages:
      options.brandImages ?? brandImages(options.brandCacheDir ?? `${options.dataDir}/brand-cache`),
    bypass: options.bypass ?? new BypassWindows(),
    fleetLink,
    handoffReadiness,
  };
  let leadership: Leadership | undefined;
  let maintenance: Maintenance | undefined;
  let stopWatching = () => {};
  let checkpointer: WalCheckpointer | undefined;
  let stopUsageTicks = () => {};
  app.addHook("onClose", async () => {
    await fleetLink.stop();
    await leadership?.stop();
    stopWatching();
    // a reload under way (its worker still linting) finishes with the database before it closes
    await reloads.idle();
    await zones.close();
    await maintenance?.stop();
    await mailer?.close();
    stopUsageTicks();
    await gateway.close();
    // the worker's connection first, so that closing the last one checkpoints the WAL
    await checkpointer?.stop();
    await store.close();
  });

  // before any route, so that it sees them all; only where the document is made (generateOpenApi.ts)
  if (options.openApi) app.register(fastifySwagger, swaggerOptions);
  for (const schema of apiSchemas()) app.addSchema(schema);
  registerLenientJsonParser(app);
  app.setErrorHandler(errorHandler);
  app.addHook("onRequest", hostCheck(options.allowedHosts));
  app.addHook("onRequest", urlLimit);
  // twice: before validation (a JSON 1e309 that a string schema would coerce to "Infinity") and
  // after it (a string that coerceTypes turned into Infinity)
  app.addHook("preValidation", finiteNumbers);
  app.addHook("preHandler", finiteNumbers);
  app.addHook("onSend", noStore);
  // before the routes: every one of them is counted
  if (metrics && options.metricsToken) registerMetrics(app, metrics, options.metricsToken);
  // parses Cookie into request.cookies and writes reply.setCookie (the device and query cookies)
  app.register(fastifyCookie);
  app.register(staticHelmet(helmetOptionsFor(payment.scriptOrigin, isHttpsUrl(options.publicUrl))));
  app.register(healthRoute, {
    reachable: store.reachable,
    isLeader: () => leadership?.isLeader() ?? false,
    fleet: () => zones.health,
    unverifiedZones: () => verification.unverified(),
    fleetLinks: () => fleetLink.status(),
  });
  app.register(zoneApiRoutes, ctx);
  app.register(publicApiRoutes, ctx);
  if (ctx.accessControllerSimulator) app.register(accessControllerRoutes, ctx);
  app.register(captivePortalApiRoutes, ctx);
  if (ctx.radiusRestToken) app.register(radiusRoutes, ctx);
  app.register(openapiRoutes);
  app.register(paymentNotificationRoutes, ctx);
  if (sandboxPayments)
    app.register(paymentSandboxRoutes, { ...ctx, transport: paymentTransport, payments: sandboxPayments });
  if (ctx.testMode) app.register(testResetRoute, ctx);
  if (ctx.testMode) app.register(testVoucherRoute, ctx);
  if (ctx.testMode) app.register(testBindRoute, ctx);
  if (ctx.testMode) app.register(testDeviceRoute, ctx);
  // in a plugin, like every route of the API, so that @fastify/swagger (a plugin too) sees them
  app.register(async (files) => registerZoneFiles(files, ctx));
  registerStorybook(app, options.storybookDir);
  // brand images are part of the portal (its pages name them), not of the API
  if (options.staticDir) brandImageRoute(app, ctx.brandImages);
  // a reload's new or changed images get their variants too, off the request path
  const reloads = oneAtATime(async () => {
    const outcome = await reloadZones(ctx, app.log);
    ctx.metrics.manifestReload(outcome.ok ? "ok" : "refused", ctx.now());
    if (outcome.ok && options.warmBrandImages) void warmZoneImages(ctx.brandImages, ctx.zones);
    return outcome;
  });
  app.decorate("reloadZones", () => reloads.run());
  app.decorate(
    "whatIsOn",
    (): StartFacts => ({
      ...{ productionSignals: productionHintsOf(options), demo: demo !== undefined },
      ...{ testMode: ctx.testMode, fakeRedirects: ctx.fakeRedirects, database: store.where },
      payments:
        payment.provider === "sandbox"
          ? "sandbox"
          : payment.checkoutKey.startsWith("test-")
            ? "nets test"
            : "nets live",
      simulator: simulator.on,
      radius: gateway.radius && {
        ...{ host: options.radius?.host ?? "127.0.0.1", authPort: gateway.radius.authPort },
        ...{ acctPort: gateway.radius.acctPort, gateways: options.radius?.clients?.length ?? 0 },
      },
      rest: ctx.radiusRestToken !== undefined,
      mail: options.mail ? "custom" : options.smtp ? smtpFacts(options.smtp.url) : undefined,
      ...{ metrics: metrics !== undefined, unverifiedZones: verification.unverified().length },
    }),
  );
  registerPortal(app, options.staticDir, ctx);

  app.addHook("onReady", async () => {
    await store.migrate();
    const report = await reconcileZones(store, zones.zones, ctx.now());
    ctx.zoneRecords.forget();
    app.log.info({ manifestsDir: zones.dir, zones: zones.zones.length, ...report }, "zones reconciled");
    const { refused } = zones;
    if (refused) app.log.error({ manifestsDir: zones.dir, ...refused }, refusalMessage(refused));
    ctx.metrics.manifestReload(refused ? "refused" : "ok", ctx.now());
    logUnverifiedZones(app.log, verification);
    // a development start serves them, saying which cannot hand a device to its gateway
    for (const end of deadEnds(zones.zones, handoffReadiness))
      app.log.error(`gateway handoff cannot work: ${end}`);
    // every zone's header and banner variants, in the background: until one is made, its page
    // draws the source file in the same box
    if (options.warmBrandImages)
      void warmZoneImages(ctx.brandImages, zones).catch((error) => app.log.warn({ error }, "brand images"));
    if (demo) await seedDemo(store, demo, ctx.now());
    if (options.watchManifests)
      stopWatching = watchManifests(zones.dir, () =>
        app.reloadZones().catch((error) => app.log.error({ error }, "reload failed")),
      );
    // pruning, reconciliation and accounting: here on SQLite, on one server of a cluster at a time
    // on PostgreSQL (logs, orders and counters are pruned, and paid orders reconciled, now and
    // then every so often)
    // the native RADIUS server (and the simulator, a gateway on loopback)
    await gateway.start();
    // the simulator's devices use a little every so often, and it reports that as a gateway does
    const { simulator } = gateway;
    if (simulator && options.accountingIntervalMs) {
      const interval = options.accountingIntervalMs;
      const timer = setInterval(() => {
        simulator
          .tick(interval)
          .catch((err: unknown) => app.log.error({ err }, "simulator's usage tick failed"));
      }, interval);
      timer.unref();
      stopUsageTicks = () => clearInterval(timer);
    }
    let adopted: Promise<void> | undefined;
    leadership = store.lead(() => {
      // one simulator reports the devices the database has online, not one per server of a cluster
      adopted = gateway
        .adoptOnline()
        .catch((err: unknown) => app.log.error({ err }, "simulator could not adopt devices"));
      const mine = startMaintenance(ctx, options.maintenanceIntervalMs ?? 10 * MINUTE, app.log);
      maintenance = mine;
      // mail whose try failed is tried again from here (a nudge sends new mail on any server)
      const stopMail = mailer?.start();
      return () => {
        void mine.stop();
        stopMail?.();
      };
    });
    // SQLite's one server leads at once: its devices are reported before it serves
    await adopted;
    // a ship knows whether its link is up before it answers its first store request
    fleetLink.start(() => leadership?.isLeader() ?? false);
    await fleetLink.first();
    checkVesselId(options.vesselId, fleetLink.status(), app.log);
    if (options.walCheckpointIntervalMs && store.sqliteFile) {
      checkpointer = startWalCheckpointer(store.sqliteFile, options.walCheckpointIntervalMs, (error) =>
        app.log.error({ error }, "WAL checkpoint failed"),
      );
    }
  });
  // tests (and an operator's script) run a maintenance round without waiting for its interval
  // the gateway side, so the start line can name its ports and tests can drive it
  app.decorate("gateway", gateway);
  app.decorate("maintenanceRound", async () => {
    await maintenance?.round();
  });
  // a bench weighs pages as they are once warm: every zone's variants made, or those under way
  // awaited (each image is made once, so this joins the start's warm-up rather than repeating it)
  app.decorate("brandImagesWarm", () => warmZoneImages(ctx.brandImages, zones));
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    gateway: Gateway;
    maintenanceRound(): Promise<void>;
    // resolves once every zone's header and banner variants are made (made now if not warming)
    brandImagesWarm(): Promise<void>;
  }
}
