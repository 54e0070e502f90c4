import Fastify, { type FastifyInstance } from "fastify";
import { type HttpLimits, fastifyOptions } from "../http/fastifyOptions.ts";
import { AccessLogController } from "../http/AccessLogController.ts";
import { lazyChildLogger } from "../http/lazyChildLogger.ts";
import { loggerOptions } from "../http/loggerOptions.ts";
import { schemaErrorFormatter } from "../http/schemaErrorFormatter.ts";
import type { HttpPluginOptions } from "./httpPlugin.ts";

/** The HTTP section: the instance's own settings, and what every request passes (httpPlugin.ts). */
export interface HttpOptions extends HttpPluginOptions, HttpLimits {
  logger?: boolean | object;
  // how long each start-up step (a plugin, an onReady hook) may take before the start fails
  // (Fastify's pluginTimeout; default 10 s, 120 s with a databaseUrl): a hang guard, stretched where
  // a loaded machine starts the server (the browser tests, the OpenAPI generator)
  startupTimeoutMs?: number;
}

/** The Fastify instance: its logger, body limit, validation errors, proxy trust and timeouts. */
export function createFastify(options: HttpOptions, databaseUrl: string | undefined): FastifyInstance {
  return Fastify({
    logger: loggerOptions(options.logger),
    // a request that logs nothing makes no logger of its own (without a logger Fastify makes none)
    ...(options.logger ? { childLoggerFactory: lazyChildLogger } : {}),
    // one access line a request, not Fastify's two (http/AccessLogController.ts)
    logController: new AccessLogController(),
    bodyLimit: 16 * 1024,
    schemaErrorFormatter,
    ...fastifyOptions(options),
    // a server starting beside others waits its turn for migrations and reconciliation (advisory
    // locks) inside onReady: Fastify's 10 s for a hook is too short for that on PostgreSQL
    pluginTimeout: options.startupTimeoutMs ?? (databaseUrl ? 120_000 : 10_000),
  });
}
