import Fastify, { type FastifyInstance } from "fastify";
import type { BuildAppOptions } from "../BuildAppOptions.ts";
import { fastifyOptions } from "../http/fastifyOptions.ts";
import { loggerOptions } from "../http/loggerOptions.ts";
import { schemaErrorFormatter } from "../http/schemaErrorFormatter.ts";

/** The Fastify instance: its logger, body limit, validation errors, proxy trust and timeouts. */
export function createFastify(options: BuildAppOptions): FastifyInstance {
  return Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: 16 * 1024,
    schemaErrorFormatter,
    ...fastifyOptions(options),
    // a server starting beside others waits its turn for migrations and reconciliation (advisory
    // locks) inside onReady: Fastify's 10 s for a hook is too short for that on PostgreSQL
    pluginTimeout: options.startupTimeoutMs ?? (options.databaseUrl ? 120_000 : 10_000),
  });
}
