import type { FastifyPluginAsync } from "fastify";
import { answerOf } from "../domain/OutcomeTable.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { MAC_SCHEMA } from "../http/macParams.ts";
import { httpError } from "../http/problem.ts";
import { isOpenAvailable } from "../opens/isOpenAvailable.ts";
import { OPEN_OUTCOMES } from "../opens/openOutcomes.ts";
import { listOpens } from "../opens/openRows.ts";
import type { PassengerSeam } from "../seam/PassengerSeam.ts";
import type { Storage } from "../storage/Storage.ts";
import { handoffAnswer } from "../gateway/handoff/handOff.ts";
import { answerJson } from "./answerJson.ts";

type OpenRoute = { Params: { openId: number; mac: string } };
type OpenAuthRoute = OpenRoute & { Body: { termsAccepted?: boolean } | undefined };
const params = {
  type: "object",
  required: ["openId", "mac"],
  properties: { openId: { type: "integer", minimum: 1, maximum: 2147483647 }, mac: MAC_SCHEMA },
} as const;

// the rules per keyword live in server/opens/openRules.ts; the start is the seam's, the answer its
// outcome table's (the portal's form answers from the same table)
export const openRoutes: FastifyPluginAsync<{
  seam: PassengerSeam;
  storage: Storage;
  now: () => number;
}> = async (app, { seam, storage, now }) => {
  app.get(
    "/api/v1/opens/zone",
    { schema: { response: { 200: schemaRef("open-zone-list"), ...errorResponses } } },
    async (request) =>
      (await listOpens(storage.db, request.zone.zoneId)).map(({ id, keyword }) => ({ id, keyword })),
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
      const asker = seam.askerOf(request, zoneId);
      const available = await isOpenAvailable(storage, zoneId, openId, request.mac, now(), timeZone, asker);
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
    async (request, reply) => {
      const { actor } = request;
      const outcome = await seam.open(actor, {
        openId: request.params.openId,
        termsAccepted: request.body?.termsAccepted === true,
      });
      return answerJson(reply, answerOf(OPEN_OUTCOMES, outcome), async () =>
        handoffAnswer(await seam.handOff(request, reply, actor)),
      );
    },
  );
};
