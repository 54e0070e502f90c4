import { fileURLToPath } from "node:url";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { LOG_RETENTION_MS, startPeriodicJobs } from "./cluster/startPeriodicJobs.ts";
import type { Leadership } from "./cluster/PeriodicJobs.ts";
import type { BuildAppOptions } from "./BuildAppOptions.ts";
import { startWalCheckpointer, type WalCheckpointer } from "./db/walCheckpointer.ts";
import { loadDemoData } from "./demo/loadDemoData.ts";
import { type ReloadOutcome, reloadZones } from "./fleet/reloadZones.ts";
import { watchManifests } from "./fleet/watchManifests.ts";
import { ZoneRegistry } from "./fleet/ZoneRegistry.ts";
import { outboxTransport } from "./mail/outboxTransport.ts";
import { fetchTransport } from "./payments/fetchTransport.ts";
import { injectTransport } from "./payments/injectTransport.ts";
import { netsClient } from "./payments/netsClient.ts";
import { paymentConfig } from "./payments/PaymentConfig.ts";
import { paymentNotificationRoutes } from "./routes/paymentNotificationRoutes.ts";
import { paymentSandboxRoutes } from "./routes/paymentSandboxRoutes.ts";
import type { AppContext } from "./http/AppContext.ts";
import { errorHandler } from "./http/errorHandler.ts";
import { hostCheck } from "./http/hostCheck.ts";
import { registerLenientJsonParser } from "./http/lenientJsonParser.ts";
import { loggerOptions } from "./http/loggerOptions.ts";
import { noStore } from "./http/noStore.ts";
import { registerPortal } from "./http/registerPortal.ts";
import { registerStorybook } from "./http/registerStorybook.ts";
import { registerZoneFiles } from "./http/registerZoneFiles.ts";
import { schemaErrorFormatter } from "./http/schemaErrorFormatter.ts";
import { helmetOptionsFor } from "./http/securityHeaders.ts";
import { staticHelmet } from "./http/staticHelmet.ts";
import { urlLimit } from "./http/urlLimit.ts";
import { DEFAULT_VOUCHER_LIMITS } from "./rateLimit/VoucherLimits.ts";
import { accessControllerRoutes } from "./routes/accessControllerRoutes.ts";
import { captivePortalApiRoutes } from "./routes/captivePortalApiRoutes.ts";
import { openapiRoutes } from "./routes/openapiRoutes.ts";
import { publicApiRoutes } from "./routes/publicApiRoutes.ts";
import { testResetRoute } from "./routes/testResetRoute.ts";
import { testVoucherRoute } from "./routes/testVoucherRoute.ts";
import { zoneApiRoutes } from "./routes/zoneApiRoutes.ts";
import { apiSchemas } from "./schemas/apiSchemas.ts";
import { openStorage } from "./storage/openStorage.ts";
import { healthRoute } from "./routes/healthRoute.ts";
import { limitStoreForFastify } from "./rateLimit/limitStoreForFastify.ts";

export type { BuildAppOptions };

declare module "fastify" {
  interface FastifyInstance {
    // lints the manifests folder again and serves it if valid (main.ts calls it on SIGHUP)
    reloadZones(): Promise<ReloadOutcome>;
  }
}

export const DEFAULT_MANIFESTS_DIR = fileURLToPath(new URL("../manifests/", import.meta.url));

export function buildApp(options: BuildAppOptions): FastifyInstance {
  // invalid manifests or demo data fail here, before anything is opened
  const zones = new ZoneRegistry(options.manifestsDir ?? DEFAULT_MANIFESTS_DIR);
  const demo = options.demoDataPath ? loadDemoData(options.demoDataPath, zones.zones) : undefined;
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: 16 * 1024,
    schemaErrorFormatter,
    ...(options.trustProxy?.length ? { trustProxy: options.trustProxy } : {}),
    // a server starting beside others waits its turn for migrations and reconciliation (advisory
    // locks) inside onReady: Fastify's 10 s for a hook is too short for that on PostgreSQL
    ...(options.databaseUrl ? { pluginTimeout: 120_000 } : {}),
  });
  // first, so that it sees every route
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  const backend = openStorage(options.dataDir, options.databaseUrl, options.databasePoolSize);
  const { storage, orders } = backend;
  // a missing Nets key fails the start, not the first purchase
  const payment = paymentConfig({ publicBaseUrl: options.publicUrl, ...options.payment });
  // the sandbox is called in-process, the real provider over the network: the same client code
  const paymentTransport =
    options.paymentTransport ?? (payment.provider === "sandbox" ? injectTransport(app) : fetchTransport());
  const now = options.now ?? Date.now;
  const ctx: AppContext = {
    storage,
    now,
    testMode: options.testMode === true,
    fakeRedirects: options.fakeRedirects === true,
    zones,
    demo,
    voucherLimits: { ...DEFAULT_VOUCHER_LIMITS, ...options.voucherLimits },
    rateLimitEpoch: { value: 0 },
    cruise: backend.cruise,
    cruiseJobDelayMs: options.cruiseJobDelayMs ?? 1500,
    publicUrl: options.publicUrl,
    orders,
    payment,
    nets: netsClient(payment, paymentTransport),
    mail: options.mail ?? outboxTransport(orders, now, app.log, backend.where),
  };
  let leadership: Leadership | undefined;
  let stopWatching = () => {};
  let checkpointer: WalCheckpointer | undefined;
  app.addHook("onClose", async () => {
    await leadership?.stop();
    stopWatching();
    // the worker's connection first, so that closing the last one checkpoints the WAL
    await checkpointer?.stop();
    await backend.close();
  });

  for (const schema of apiSchemas()) app.addSchema(schema);
  registerLenientJsonParser(app);
  app.setErrorHandler(errorHandler);
  app.addHook("onRequest", hostCheck(options.allowedHosts));
  app.addHook("onRequest", urlLimit);
  app.addHook("onSend", noStore);
  app.register(staticHelmet(helmetOptionsFor(payment.scriptOrigin)));
  // one server counts in memory; a cluster counts in the database every server shares
  const store = backend.limits && limitStoreForFastify(backend.limits, now);
  app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
  app.register(healthRoute, {
    reachable: backend.reachable,
    isLeader: () => leadership?.isLeader() ?? false,
  });
  app.register(zoneApiRoutes, ctx);
  app.register(publicApiRoutes, ctx);
  app.register(accessControllerRoutes, ctx);
  app.register(captivePortalApiRoutes, ctx);
  app.register(openapiRoutes);
  app.register(paymentNotificationRoutes, ctx);
  if (payment.provider === "sandbox")
    app.register(paymentSandboxRoutes, {
      ...ctx,
      transport: paymentTransport,
      sandboxPayments: backend.sandboxPayments,
    });
  if (ctx.testMode) app.register(testResetRoute, ctx);
  if (ctx.testMode) app.register(testVoucherRoute, ctx);
  registerZoneFiles(app, ctx);
  registerStorybook(app, options.storybookDir);
  app.decorate("reloadZones", () => reloadZones(ctx, app.log));
  registerPortal(app, options.staticDir, ctx);

  app.addHook("onReady", async () => {
    await backend.prepare();
    const report = await storage.reconcileZones(zones.zones, ctx.now());
    app.log.info({ manifestsDir: zones.dir, zones: zones.zones.length, ...report }, "zones reconciled");
    if (demo) await storage.seedDemo(demo, ctx.now());
    if (options.watchManifests) stopWatching = watchManifests(zones.dir, () => app.reloadZones());
    await storage.pruneLogs(ctx.now() - LOG_RETENTION_MS);
    // accounting and pruning: here on SQLite, on one server of a cluster at a time on PostgreSQL
    const jobs = { storage, limits: backend.limits, now: ctx.now, log: app.log };
    leadership = backend.lead(() =>
      startPeriodicJobs({ ...jobs, accountingIntervalMs: options.accountingIntervalMs }),
    );
    if (options.walCheckpointIntervalMs && backend.sqlite) {
      checkpointer = startWalCheckpointer(backend.sqlite, options.walCheckpointIntervalMs, (error) =>
        app.log.error({ error }, "WAL checkpoint failed"),
      );
    }
  });
  return app;
}
