import type { FastifyPluginAsync } from "fastify";
import { answerOf } from "../domain/OutcomeTable.ts";
import { HANDOFF_OUTCOMES } from "../gateway/handoff/handoffOutcomes.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { macParams } from "../http/macParams.ts";
import { problem } from "../http/problem.ts";
import type { PassengerSeam } from "../seam/PassengerSeam.ts";
import { LOGOUT_OUTCOMES } from "../sessions/logoutOutcomes.ts";
import { RESET_OUTCOMES } from "../sessions/resetOutcomes.ts";
import { findSession } from "../sessions/sessionRows.ts";
import { toSessionView } from "../sessions/toSessionView.ts";
import type { Storage } from "../storage/Storage.ts";
import { handoffAnswer } from "../gateway/handoff/handOff.ts";
import { answerJson } from "./answerJson.ts";

type MacRoute = { Params: { mac: string } };
// a state change whose answer may carry the gateway's step (a login, a logout)
const changed = { params: macParams, response: { 200: schemaRef("handoff.response"), ...errorResponses } };

// the changes are the seam's, their answers their outcome tables' (the portal's forms answer from the same)
export const sessionRoutes: FastifyPluginAsync<{
  seam: PassengerSeam;
  storage: Storage;
  now: () => number;
}> = async (app, { seam, storage, now }) => {
  app.get<MacRoute>(
    "/api/v1/session/:mac",
    { schema: { params: macParams, response: { 200: schemaRef("session"), ...errorResponses } } },
    async (request, reply) => {
      const { mac } = request;
      const session = await findSession(storage.db, request.zone.zoneId, mac);
      // every device's first look (the portal's first call after its settings): answered as the
      // error handler would, without an Error's stack and the error path's hooks
      if (!session) return reply.code(404).send(problem(404, "no session for this device in this zone"));
      const view = toSessionView(session, now());
      // a mac is public on a shared Wi-Fi: the code is the browser's that activated it, nobody else's
      if (!seam.mayReadCode(request, request.zone.zoneId, mac, view.authVoucherCode))
        view.authVoucherCode = null;
      return view;
    },
  );

  app.post<MacRoute>("/api/v1/session/reset/:mac", { schema: changed }, async (request, reply) => {
    const outcome = await seam.reset(request.actor);
    return answerJson(reply, answerOf(RESET_OUTCOMES, outcome), async () =>
      handoffAnswer(await seam.handOff(request, reply, request.actor)),
    );
  });

  app.post<MacRoute>("/api/v1/session/logout/:mac", { schema: changed }, async (request, reply) => {
    const outcome = await seam.logout(request.actor);
    return answerJson(reply, answerOf(LOGOUT_OUTCOMES, outcome), () =>
      handoffAnswer(seam.logoutHandoff(request, request.actor)),
    );
  });

  // another try at the gateway's login for a device granted but not online (the status page's
  // Connect, a failed return): a fresh one-time credential. {} in the spec's controller's zones
  app.post<MacRoute>("/api/v1/session/handoff/:mac", { schema: changed }, async (request, reply) => {
    const handoff = await seam.handOff(request, reply, request.actor, true);
    return answerJson(reply, answerOf(HANDOFF_OUTCOMES, handoff), () => handoffAnswer(handoff));
  });
};
