import type { FastifyPluginAsync } from "fastify";
import { readVoucherCode } from "../../schemas/voucherCode.ts";
import { answerOf } from "../domain/OutcomeTable.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { httpError } from "../http/problem.ts";
import type { PassengerSeam } from "../seam/PassengerSeam.ts";
import { VOUCHER_OUTCOMES } from "../vouchers/voucherOutcomes.ts";
import { handoffAnswer } from "../gateway/handoff/handOff.ts";
import { answerJson } from "./answerJson.ts";

interface VoucherBody {
  mac: string;
  voucher?: string;
  voucherCode?: string;
  logoutOldest?: boolean;
  termsAccepted?: boolean;
}

// the attempt is the seam's (server/seam/PassengerSeam.ts), the answer its outcome table's: the
// portal's form answers the same outcomes from the same table
export const voucherRoutes: FastifyPluginAsync<{ seam: PassengerSeam }> = async (app, { seam }) => {
  app.post<{ Body: VoucherBody }>(
    "/api/v1/voucher/auth",
    {
      schema: {
        body: schemaRef("voucher-auth.request"),
        response: { 200: schemaRef("handoff.response"), 300: schemaRef("error"), ...errorResponses },
      },
      // a code may upgrade a trial from any browser; a running voucher session is its browser's
      config: { deviceAction: "activate-voucher" },
    },
    async (request, reply) => {
      const code = readVoucherCode(request.body.voucher ?? request.body.voucherCode ?? "");
      if (code === null) throw httpError(400, "a voucher code is 3 to 8 letters or digits");
      const { actor } = request;
      const outcome = await seam.voucher(request, reply, actor, {
        code,
        logoutOldest: request.body.logoutOldest === true,
        termsAccepted: request.body.termsAccepted === true,
      });
      return answerJson(reply, answerOf(VOUCHER_OUTCOMES, outcome), async () =>
        handoffAnswer(await seam.handOff(request, reply, actor)),
      );
    },
  );
};
