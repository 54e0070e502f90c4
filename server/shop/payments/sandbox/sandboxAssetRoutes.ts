import { readFileSync } from "node:fs";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { errorResponses } from "../../../http/apiSchemas.ts";
import { httpError } from "../../../http/problem.ts";
import { SANDBOX_PATH } from "../PaymentConfig.ts";

const V1 = `${SANDBOX_PATH}/v1`;
const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), "utf8");
const ASSETS: Record<string, [string, string]> = {
  "checkout.js": [asset("checkout.js"), "text/javascript; charset=utf-8"],
  "frame.js": [asset("frame.js"), "text/javascript; charset=utf-8"],
  "frame.css": [asset("frame.css"), "text/css; charset=utf-8"],
  "frame.html": [asset("frame.html"), "text/html; charset=utf-8"],
};
type AssetRoute = { Params: { name: string } };

/** The sandbox's own copies of the provider's checkout script, its payment window and its style. */
export const sandboxAssetRoutes: FastifyPluginAsync = async (app) => {
  const assetSchema = {
    params: {
      type: "object",
      required: ["name"],
      properties: { name: { type: "string", enum: Object.keys(ASSETS) } },
    },
    response: {
      200: {
        description: "The sandbox's script, style or page",
        content: Object.fromEntries(
          [...new Set(Object.values(ASSETS).map(([, type]) => type.split(";")[0] as string))].map((type) => [
            type,
            { schema: { type: "string" } },
          ]),
        ),
      },
      ...errorResponses,
    },
  };
  app.get<AssetRoute>(`${V1}/:name`, { schema: assetSchema }, async (request, reply: FastifyReply) => {
    // own keys only: "__proto__" or "constructor" must be a 404, not an inherited member
    const found = Object.hasOwn(ASSETS, request.params.name) ? ASSETS[request.params.name] : undefined;
    if (!found) throw httpError(404, "no such sandbox file");
    if (request.params.name === "frame.html") {
      // the payment window is framed by the portal, which is this same origin
      const csp = String(reply.getHeader("content-security-policy") ?? "");
      reply.header(
        "content-security-policy",
        csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
      reply.header("x-frame-options", "SAMEORIGIN");
    }
    return reply.type(found[1]).send(found[0]);
  });
};
