import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { httpError } from "../http/problem.ts";
import type { Attributes } from "../access/GatewayDevice.ts";

type RestBody = Record<string, { value: unknown[] }>;
type Route = { Body: RestBody };

// rlm_rest's JSON: each attribute's first value is what a request carries
const attributesOf = (body: RestBody): Attributes =>
  Object.fromEntries(Object.entries(body).map(([name, { value }]) => [name, value[0]]));

const constraints = { radiusCaller: "freeradius" };
// one path, two callers: the document describes both here (test mode's twin is hidden)
const TWIN =
  "Without the bearer token, and only with TEST_MODE=1, test mode's POST twin of the access controller's redirect answers here instead (zone header, JSON {mac}; spec section 7).";
const schema = (description: string, response: Record<number, unknown>) => ({
  description: `${description} ${TWIN}`,
  body: schemaRef("radius-rest.request"),
  response: { ...response, ...errorResponses },
  security: [{ RadiusRestToken: [] }],
});
const NO_CONTENT = { 204: { type: "null", description: "Recorded (rlm_rest: ok)" } };

/**
 * The REST face of the gateway core, for operators who run FreeRADIUS in front of Gangway
 * (server/gateway/freeradius/): rlm_rest posts each request's attributes as JSON with the bearer
 * token RADIUS_REST_TOKEN, and reads rlm_rest's contract back: 200 with reply attributes (accept),
 * 401 (reject), 204 (recorded). Off while the token is unset.
 */
export const radiusRoutes: FastifyPluginAsync = async (app) => {
  const token = Buffer.from(app.radiusRestToken ?? "");
  const core = app.gateway.face("rest");

  app.addHook("preHandler", async (request: FastifyRequest) => {
    const given = Buffer.from((request.headers.authorization ?? "").replace(/^Bearer\s+/i, ""));
    if (given.length !== token.length || !timingSafeEqual(given, token)) {
      request.log.warn("RADIUS REST call with a wrong token");
      // 403, not 401: rlm_rest takes a 401's body for reply attributes, a 403 for what it is (userlock)
      throw httpError(403, "wrong RADIUS REST token");
    }
  });

  const source = (request: FastifyRequest) => request.ip;

  app.post<Route>(
    "/api/v1/radius/authorize",
    {
      constraints,
      schema: schema("FreeRADIUS rlm_rest's authorize: may the device go online, and with which limits.", {
        200: { anyOf: [schemaRef("radius-rest.response"), schemaRef("redirect.response")] },
        401: schemaRef("radius-rest.response"),
      }),
    },
    async (request, reply: FastifyReply) => {
      const answer = await core.access(attributesOf(request.body), source(request));
      if (!answer.accept) return reply.code(401).send({ "reply:Reply-Message": answer.reason });
      return Object.fromEntries(answer.attributes.map(([name, value]) => [`reply:${name}`, value]));
    },
  );

  const accounting = schema("FreeRADIUS rlm_rest's accounting: Start, Interim-Update, Stop.", {
    ...NO_CONTENT,
    200: schemaRef("empty"),
  });
  app.post<Route>(
    "/api/v1/radius/accounting",
    { constraints, schema: accounting },
    async (request, reply) => {
      await core.accounting(attributesOf(request.body), source(request));
      return reply.code(204).send();
    },
  );

  // nothing to do after authentication: a device is online once its gateway's accounting says so
  app.post<Route>(
    "/api/v1/radius/post-auth",
    { constraints, schema: schema("FreeRADIUS rlm_rest's post-auth: nothing to do.", NO_CONTENT) },
    async (_request, reply) => reply.code(204).send(),
  );
};
