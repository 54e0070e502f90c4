import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isHttpsUrl } from "./isHttpsUrl.ts";
import { helmetOptionsFor } from "./helmetOptions.ts";
import { staticHelmet } from "./staticHelmet.ts";

export interface HeadersPluginOptions {
  // the card provider's script origin the pages may load (null: the sandbox, on this origin)
  scriptOrigin: () => string | null;
}

/** The security headers on every answer: the CSP names the payment provider's script, HSTS follows PUBLIC_URL. */
async function headersPlugin(app: FastifyInstance, o: HeadersPluginOptions): Promise<void> {
  await app.register(staticHelmet(helmetOptionsFor(o.scriptOrigin(), isHttpsUrl(app.publicUrl))));
}

export default fp(headersPlugin, { name: "gangway-headers", dependencies: ["gangway-http"] });
