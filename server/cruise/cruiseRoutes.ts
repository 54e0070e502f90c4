import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../AppContext.ts";
import { httpError } from "../http/problem.ts";
import { redactId } from "../http/redactId.ts";
import { cruiseLimiter } from "./cruiseLimiter.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import type { CruisePackageView, JobPoll } from "./CruiseRecords.ts";
import { pollCharge } from "./cruiseCharges.ts";
import { pollValidation, startValidation } from "./cruiseValidation.ts";
import { startCharge } from "./startCharge.ts";

// the spec's paths; the package list by relay id is ours (the spec does not show it)
export const CRUISE_BASE = "/api/v1/store/celestyal/pms";

interface ValidateBody {
  lastname: string;
  personalKey: string;
  email: string;
  dateOfBirth: string;
}
interface ChargeBody {
  lastname: string;
  personalKey: string;
  email?: string;
  dateOfBirth: string;
  celestyalPackage: string;
  isPrePurchased: boolean;
  termsAccepted?: boolean;
}
type IdRoute = { Params: { id: string } };

const idParams = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "string", pattern: "^[A-Za-z0-9-]{8,64}$" } },
} as const;
const relayResponse = { 200: schemaRef("cruise-relay.response"), ...errorResponses };
// what a poll answers while its job runs (the OpenAPI document lists it)
const stillRunning = { 202: { type: "null", description: "The job is still running: poll again" } };

// the portal's field names, from ours
const toWire = (p: CruisePackageView) => ({
  celestyalPackage: p.id,
  title: p.title,
  description: p.description,
  isPrePurchased: p.prepaid,
  amount: p.amount,
  currency: p.currency,
  duration: p.duration,
  durationUnit: p.durationUnit,
  ...(p.translations ? { translations: p.translations } : {}),
});

// 202 while the job runs; an unknown relay id (or another zone's) is a 404
function pollAnswer<T>(poll: JobPoll<T>, reply: FastifyReply, done: (result: T) => object) {
  if (poll.state === "unknown") throw httpError(404, "unknown relay id");
  if (poll.state === "pending") return reply.code(202).send();
  if (poll.state === "failed") return { message: poll.message };
  return done(poll.result);
}

// the property-management simulator: validation and charge run as jobs the portal polls.
// Logs carry the zone, relay id and outcome, never the booking details.
export const cruiseRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { store, now } = ctx;
  // relay ids answer the browser that started their job (security/BrowserIds.ts)
  const browserOf = (request: FastifyRequest) => ctx.devices.browsers.of(request);
  const limit = cruiseLimiter(ctx.limits, ctx.rateLimitEpoch, now, ctx.clientLimitScale);

  app.addHook("onRequest", async (request) => {
    if (request.zone.tier !== "cruise") throw httpError(404, "this zone has no cruise packages");
  });
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await limit(
      request.zone.zoneId,
      await ctx.devices.limitClient(request, request.zone.zoneId),
    );
    if (wait === undefined) return;
    request.log.warn({ zoneId: request.zone.zoneId }, "cruise booking look-ups rate limited");
    reply.header("retry-after", String(wait));
    throw httpError(429, `too many booking look-ups, retry in ${wait} s`);
  };

  app.post<{ Body: ValidateBody }>(
    `${CRUISE_BASE}/validate`,
    { schema: { body: schemaRef("cruise-validate.request"), response: relayResponse }, preHandler: limited },
    async (request, reply) => {
      const browser = ctx.devices.browsers.ensure(request, reply);
      const id = await startValidation(
        store,
        request.zone.zoneId,
        request.body,
        now(),
        ctx.cruiseJobDelayMs,
        browser,
      );
      request.log.info({ zoneId: request.zone.zoneId, relayId: redactId(id) }, "cruise validation started");
      return { id };
    },
  );

  app.get<IdRoute>(
    `${CRUISE_BASE}/validate/poll/:id`,
    {
      schema: {
        params: idParams,
        response: { 200: schemaRef("cruise-validate-poll.response"), ...stillRunning, ...errorResponses },
      },
    },
    async (request, reply) =>
      pollAnswer(
        await pollValidation(store, request.zone.zoneId, request.params.id, now(), browserOf(request)),
        reply,
        (list) => ({
          packages: list.map(toWire),
        }),
      ),
  );

  app.get<IdRoute>(
    `${CRUISE_BASE}/packages/:id`,
    { schema: { params: idParams, response: { 200: schemaRef("cruise-package-list"), ...errorResponses } } },
    async (request) => {
      const poll = await pollValidation(
        store,
        request.zone.zoneId,
        request.params.id,
        now(),
        browserOf(request),
      );
      if (poll.state === "unknown") throw httpError(404, "unknown relay id");
      if (poll.state === "pending")
        throw httpError(409, "the booking is still being checked: poll its validation");
      if (poll.state === "failed") throw httpError(409, poll.message);
      return poll.result.map(toWire);
    },
  );

  app.post<{ Body: ChargeBody }>(
    `${CRUISE_BASE}/charge`,
    { schema: { body: schemaRef("cruise-charge.request"), response: relayResponse }, preHandler: limited },
    async (request, reply) => {
      const { celestyalPackage, isPrePurchased, termsAccepted, ...who } = request.body;
      const browser = ctx.devices.browsers.ensure(request, reply);
      const id = await startCharge(
        store,
        request.zone.zoneId,
        {
          ...{ ...who, packageId: celestyalPackage, prepaid: isPrePurchased, browser },
          termsAccepted: termsAccepted === true,
        },
        now(),
        ctx.cruiseJobDelayMs,
      );
      request.log.info(
        { zoneId: request.zone.zoneId, relayId: redactId(id), packageId: celestyalPackage },
        "cruise charge",
      );
      return { id };
    },
  );

  app.get<IdRoute>(
    `${CRUISE_BASE}/charge/poll/:id`,
    {
      schema: {
        params: idParams,
        response: { 200: schemaRef("cruise-charge-poll.response"), ...stillRunning, ...errorResponses },
      },
    },
    async (request, reply) =>
      pollAnswer(
        await pollCharge(store, request.zone.zoneId, request.params.id, now(), browserOf(request)),
        reply,
        (code) => ({
          code,
        }),
      ),
  );
};
