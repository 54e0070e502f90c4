import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import type { BuildAppOptions } from "../BuildAppOptions.ts";
import { apiSchemas } from "../http/apiSchemas.ts";
import { errorHandler } from "../http/errorHandler.ts";
import { finiteNumbers } from "../http/finiteNumbers.ts";
import { hostCheck } from "../http/hostCheck.ts";
import { isHttpsUrl } from "../http/isHttpsUrl.ts";
import { registerLenientJsonParser } from "../http/lenientJsonParser.ts";
import { noStore } from "./noStore.ts";
import { helmetOptionsFor } from "../http/securityHeaders.ts";
import { staticHelmet } from "../http/staticHelmet.ts";
import { urlLimit } from "../http/urlLimit.ts";
import type { PromMetrics } from "../metrics/promMetrics.ts";
import { registerMetrics } from "../metrics/registerMetrics.ts";
import { swaggerOptions } from "../openapi/swaggerOptions.ts";
import type { WriteHealth } from "../storage/WriteHealth.ts";

/**
 * What every request passes, in this order, before any route: the OpenAPI collector, the shared
 * schemas, the JSON parser and error handler, the host and URL checks, finite numbers, no-store,
 * the metrics' counters, cookies and the security headers.
 */
export function registerHttp(
  app: FastifyInstance,
  options: BuildAppOptions,
  scriptOrigin: string | null,
  metrics: PromMetrics | undefined,
  writes: WriteHealth,
): void {
  // before any route, so that it sees them all; only where the document is made (tools/openapi/generateOpenApi.ts)
  if (options.openApi) app.register(fastifySwagger, swaggerOptions);
  for (const schema of apiSchemas()) app.addSchema(schema);
  registerLenientJsonParser(app);
  app.setErrorHandler(errorHandler((error, where) => writes.failed(error, where)));
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
  app.register(staticHelmet(helmetOptionsFor(scriptOrigin, isHttpsUrl(options.publicUrl))));
}
