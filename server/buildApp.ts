import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { startAccounting } from "./accounting/startAccounting.ts";
import type { BuildAppOptions } from "./BuildAppOptions.ts";
import { openDatabase } from "./db/openDatabase.ts";
import { DAY } from "./domain/time.ts";
import { loadFleet } from "./fleet/loadFleet.ts";
import type { AppContext } from "./http/AppContext.ts";
import { errorHandler } from "./http/errorHandler.ts";
import { hostCheck } from "./http/hostCheck.ts";
import { registerLenientJsonParser } from "./http/lenientJsonParser.ts";
import { loggerOptions } from "./http/loggerOptions.ts";
import { noStore } from "./http/noStore.ts";
import { registerPortal } from "./http/registerPortal.ts";
import { schemaErrorFormatter } from "./http/schemaErrorFormatter.ts";
import { helmetOptions } from "./http/securityHeaders.ts";
import { DEFAULT_VOUCHER_LIMITS } from "./rateLimit/VoucherLimits.ts";
import { accessControllerRoutes } from "./routes/accessControllerRoutes.ts";
import { publicApiRoutes } from "./routes/publicApiRoutes.ts";
import { testResetRoute } from "./routes/testResetRoute.ts";
import { zoneApiRoutes } from "./routes/zoneApiRoutes.ts";
import { apiSchemas } from "./schemas/apiSchemas.ts";
import { SqliteStorage } from "./storage/SqliteStorage.ts";

export type { BuildAppOptions };

// logs of voucher attempts and analytics are kept for 30 days (the terms promise it)
const LOG_RETENTION_MS = 30 * DAY;

export function buildApp(options: BuildAppOptions): FastifyInstance {
  // a broken fixture fails here, before anything is opened
  const fleet = options.fixturePath ? loadFleet(options.fixturePath) : undefined;
  const app = Fastify({ logger: loggerOptions(options.logger), bodyLimit: 16 * 1024, schemaErrorFormatter });
  const storage = new SqliteStorage(openDatabase(options.dataDir));
  const ctx: AppContext = {
    storage,
    now: options.now ?? Date.now,
    testMode: options.testMode === true,
    fakeRedirects: options.fakeRedirects === true,
    fleet,
    voucherLimits: { ...DEFAULT_VOUCHER_LIMITS, ...options.voucherLimits },
    rateLimitEpoch: { value: 0 },
  };
  let stopAccounting = () => {};
  app.addHook("onClose", async () => {
    stopAccounting();
    storage.close();
  });

  for (const schema of apiSchemas()) app.addSchema(schema);
  registerLenientJsonParser(app);
  app.setErrorHandler(errorHandler);
  app.addHook("onRequest", hostCheck(options.allowedHosts));
  app.addHook("onSend", noStore);
  app.register(helmet, helmetOptions);
  app.register(rateLimit, { global: false });
  app.register(zoneApiRoutes, ctx);
  app.register(publicApiRoutes, ctx);
  app.register(accessControllerRoutes, ctx);
  if (ctx.testMode) app.register(testResetRoute, ctx);
  registerPortal(app, options.staticDir, ctx);

  app.addHook("onReady", async () => {
    if (fleet && (await storage.isEmpty())) await storage.seed(fleet, ctx.now());
    await storage.pruneLogs(ctx.now() - LOG_RETENTION_MS);
    if (options.accountingIntervalMs) {
      stopAccounting = startAccounting(storage, ctx.now, options.accountingIntervalMs, app.log);
    }
  });
  return app;
}
