import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { apiSchemas } from "../http/apiSchemas.ts";
import { errorHandler } from "../http/errorHandler.ts";
import { finiteNumbers } from "../http/finiteNumbers.ts";
import { hostCheck } from "../http/hostCheck.ts";
import { registerLenientJsonParser } from "../http/registerLenientJsonParser.ts";
import { urlLimit } from "../http/urlLimit.ts";
import { swaggerOptions } from "../openapi/swaggerOptions.ts";
import { noStore } from "./noStore.ts";

declare module "fastify" {
  interface FastifyInstance {
    // the portal's public origin (https://portal.ship.example) for links and Secure cookies;
    // unset: the request's own origin
    publicUrl: string | undefined;
  }
}

export interface HttpPluginOptions {
  // Host header values served besides localhost, 127.0.0.1 and [::1]
  allowedHosts?: string[];
  // PUBLIC_URL: the portal's public origin for links the RFC 8908 API gives out
  publicUrl?: string;
  // registers @fastify/swagger, so that app.swagger() gives the OpenAPI document (the generator's)
  openApi?: boolean;
}

/**
 * What every request passes, in this order, before any route: the OpenAPI collector, the shared
 * schemas, the JSON parser and error handler, the host and URL checks, finite numbers, no-store and
 * cookies. Registered first, so that every route after it is behind it. The security headers
 * follow once the payment provider is known (headersPlugin.ts).
 */
async function httpPlugin(app: FastifyInstance, o: HttpPluginOptions): Promise<void> {
  app.decorate("publicUrl", o.publicUrl);
  // before any route, so that it sees them all; only where the document is made (tools/openapi/generateOpenApi.ts)
  if (o.openApi) await app.register(fastifySwagger, swaggerOptions);
  for (const schema of apiSchemas()) app.addSchema(schema);
  registerLenientJsonParser(app);
  // a failed write is the storage's to judge (storage/WriteHealth.ts), asked when an error happens
  app.setErrorHandler(errorHandler((error, where) => app.writeHealth.failed(error, where)));
  app.addHook("onRequest", hostCheck(o.allowedHosts));
  app.addHook("onRequest", urlLimit);
  // twice: before validation (a JSON 1e309 that a string schema would coerce to "Infinity") and
  // after it (a string that coerceTypes turned into Infinity)
  app.addHook("preValidation", finiteNumbers);
  app.addHook("preHandler", finiteNumbers);
  app.addHook("onSend", noStore);
  // parses Cookie into request.cookies and writes reply.setCookie (the device and query cookies)
  await app.register(fastifyCookie);
}

export default fp(httpPlugin, { name: "gangway-http" });
