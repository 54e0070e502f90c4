import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { CruiseChargeRequest, CruiseValidateRequest } from "../../schemas/gen/api.gen.ts";
import { pollCharge } from "../cruise/pollCharge.ts";
import { CRUISE_CHARGE_OUTCOMES } from "../cruise/cruiseChargeOutcomes.ts";
import { CRUISE_LOGIN_OUTCOMES } from "../cruise/cruiseLoginOutcomes.ts";
import type { JobPoll } from "../cruise/JobPoll.ts";
import { cruisePackageWire } from "../cruise/cruisePackageWire.ts";
import { pollValidation } from "../cruise/pollValidation.ts";
import { answerOf } from "../domain/OutcomeTable.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { httpError } from "../http/problem.ts";
import type { PassengerSeam } from "../seam/PassengerSeam.ts";
import type { Storage } from "../storage/Storage.ts";
import { answerJson } from "./answerJson.ts";

// the spec's paths; the package list by relay id is ours (the spec does not show it)
export const CRUISE_BASE = "/api/v1/store/celestyal/pms";

// the request bodies' types, from their schemas (schemas/api/cruise-*.request.schema.json)
type ValidateBody = CruiseValidateRequest;
type ChargeBody = CruiseChargeRequest;
type IdRoute = { Params: { id: string } };

const idParams = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "string", pattern: "^[A-Za-z0-9-]{8,64}$" } },
} as const;
const relayResponse = { 200: schemaRef("cruise-relay.response"), ...errorResponses };
// what a poll answers while its job runs (the OpenAPI document lists it)
const stillRunning = { 202: { type: "null", description: "The job is still running: poll again" } };

// 202 while the job runs; an unknown relay id (or another zone's) is a 404
function pollAnswer<T>(poll: JobPoll<T>, reply: FastifyReply, done: (result: T) => object) {
  if (poll.state === "unknown") throw httpError(404, "unknown relay id");
  if (poll.state === "pending") return reply.code(202).send();
  if (poll.state === "failed") return { message: poll.message };
  return done(poll.result);
}

// the property-management simulator: validation and charge run as jobs the portal polls; starting
// one is the seam's (server/seam/PassengerSeam.ts), its answer its outcome table's
export const cruiseRoutes: FastifyPluginAsync<{
  seam: PassengerSeam;
  storage: Storage;
  now: () => number;
}> = async (app, { seam, storage, now }) => {
  // relay ids answer the browser that started their job (security/BrowserIds.ts)
  const browserOf = (request: FastifyRequest) => seam.browserOf(request);

  app.addHook("onRequest", async (request) => {
    if (request.zone.tier !== "cruise") throw httpError(404, "this zone has no cruise packages");
  });

  app.post<{ Body: ValidateBody }>(
    `${CRUISE_BASE}/validate`,
    { schema: { body: schemaRef("cruise-validate.request"), response: relayResponse } },
    async (request, reply) => {
      const visitor = await seam.visitor(request, reply, request.zone);
      const outcome = await seam.cruiseLogin(visitor, request.body);
      return answerJson(reply, answerOf(CRUISE_LOGIN_OUTCOMES, outcome), () => ({
        id: outcome.kind === "started" ? outcome.relayId : "",
      }));
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
        await pollValidation(storage, request.zone.zoneId, request.params.id, now(), browserOf(request)),
        reply,
        (list) => ({
          packages: list.map(cruisePackageWire),
        }),
      ),
  );

  app.get<IdRoute>(
    `${CRUISE_BASE}/packages/:id`,
    { schema: { params: idParams, response: { 200: schemaRef("cruise-package-list"), ...errorResponses } } },
    async (request) => {
      const poll = await pollValidation(
        storage,
        request.zone.zoneId,
        request.params.id,
        now(),
        browserOf(request),
      );
      if (poll.state === "unknown") throw httpError(404, "unknown relay id");
      if (poll.state === "pending")
        throw httpError(409, "the booking is still being checked: poll its validation");
      if (poll.state === "failed") throw httpError(409, poll.message);
      return poll.result.map(cruisePackageWire);
    },
  );

  app.post<{ Body: ChargeBody }>(
    `${CRUISE_BASE}/charge`,
    { schema: { body: schemaRef("cruise-charge.request"), response: relayResponse } },
    async (request, reply) => {
      const { celestyalPackage, isPrePurchased, termsAccepted, ...who } = request.body;
      const visitor = await seam.visitor(request, reply, request.zone);
      const outcome = await seam.cruiseCharge(visitor, {
        ...{ ...who, packageId: celestyalPackage, prepaid: isPrePurchased },
        termsAccepted: termsAccepted === true,
      });
      return answerJson(reply, answerOf(CRUISE_CHARGE_OUTCOMES, outcome), () => ({
        id: outcome.kind === "started" ? outcome.relayId : "",
      }));
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
        await pollCharge(storage, request.zone.zoneId, request.params.id, now(), browserOf(request)),
        reply,
        (code) => ({
          code,
        }),
      ),
  );
};
