import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../AppContext.ts";
import { MAC_SCHEMA } from "../http/macParam.ts";
import { httpError } from "../http/problem.ts";
import { TERMS_REFUSED } from "../domain/terms.ts";
import { attemptOpen } from "./attemptOpen.ts";
import { isOpenAvailable } from "./isOpenAvailable.ts";
import { listOpens } from "./openRows.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { handoffAnswer, loginHandoff } from "../gateway/handoff/handOff.ts";

type OpenRoute = { Params: { openId: number; mac: string } };
type OpenAuthRoute = OpenRoute & { Body: { termsAccepted?: boolean } | undefined };
const params = {
  type: "object",
  required: ["openId", "mac"],
  properties: { openId: { type: "integer", minimum: 1, maximum: 2147483647 }, mac: MAC_SCHEMA },
} as const;

// the rules per keyword live in server/opens/openPolicy.ts
export const openRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { store, now } = ctx;
  app.get(
    "/api/v1/opens/zone",
    { schema: { response: { 200: schemaRef("open-zone-list"), ...errorResponses } } },
    async (request) =>
      (await listOpens(store.db, request.zone.zoneId)).map(({ id, keyword }) => ({ id, keyword })),
  );

  app.get<OpenRoute>(
    "/api/v1/open/:openId/available/:mac",
    {
      schema: { params, response: { 200: schemaRef("open-available"), ...errorResponses } },
      // over another browser's free access too, in an unverified zone (DeviceAuth.mayAct)
      config: { deviceAction: "start-open" },
    },
    async (request) => {
      const { openId } = request.params;
      const { zoneId, timeZone } = request.zone;
      const asker = ctx.devices.openAsker(request, zoneId);
      const available = await isOpenAvailable(store, zoneId, openId, request.mac, now(), timeZone, asker);
      if (available === undefined) throw httpError(404, "unknown open zone");
      return available;
    },
  );

  app.post<OpenAuthRoute>(
    "/api/v1/open/:openId/auth/:mac",
    {
      schema: {
        params,
        body: schemaRef("open-auth.request"),
        response: { 200: schemaRef("handoff.response"), ...errorResponses },
      },
      config: { deviceAction: "start-open" },
    },
    // terms, limits and activation: the portal form's as well (opens/attemptOpen.ts)
    async (request, reply) => {
      const termsAccepted = request.body?.termsAccepted === true;
      const outcome = await attemptOpen(ctx, request, request.params.openId, termsAccepted);
      if (outcome === "terms") throw httpError(400, TERMS_REFUSED);
      if (typeof outcome === "object") {
        reply.header("retry-after", String(outcome.limited));
        throw httpError(429, `too many activations, retry in ${outcome.limited} s`);
      }
      if (outcome === "unknown-open") throw httpError(404, "unknown open zone");
      if (outcome === "unavailable")
        throw httpError(409, "this open access is not available for this device now");
      // on to the zone's gateway (its login step, with a one-time credential)
      const device = { zoneId: request.zone.zoneId, mac: request.mac };
      return handoffAnswer(await loginHandoff(ctx, request, reply, device));
    },
  );
};
