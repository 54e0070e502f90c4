import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { AppContext } from "../AppContext.ts";
import { httpError, problem } from "../http/problem.ts";
import { TERMS_REFUSED } from "../domain/terms.ts";
import { voucherLimiter } from "./voucherLimiter.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { attemptVoucher, type VoucherAttempt } from "./attemptVoucher.ts";
import type { Handoff } from "../gateway/handoff/handOff.ts";
import { handoffAnswer, loginHandoff } from "../gateway/handoff/handOff.ts";

interface VoucherBody {
  mac: string;
  voucher?: string;
  voucherCode?: string;
  logoutOldest?: boolean;
  termsAccepted?: boolean;
}

function answer(attempt: VoucherAttempt, reply: FastifyReply, handoff: () => Promise<Handoff>) {
  switch (attempt.kind) {
    case "terms":
      throw httpError(400, TERMS_REFUSED);
    case "limited":
      reply.header("retry-after", String(attempt.retryAfterSeconds));
      throw httpError(429, `too many voucher attempts, retry in ${attempt.retryAfterSeconds} s`);
    case "unknown":
    case "revoked":
      throw httpError(404, "unknown voucher code");
    case "expired":
      throw httpError(409, "voucher has expired");
    case "used-up":
      throw httpError(409, "voucher data is used up");
    case "device-limit":
      return reply
        .code(300)
        .send(
          problem(
            300,
            `voucher is in use on its maximum of ${attempt.maxDevices} device(s); send logoutOldest: true to log out the oldest`,
          ),
        );
    default:
      // activated: on to the zone's gateway (its login step, with a one-time credential)
      return handoff().then(handoffAnswer);
  }
}

// the attempt itself (limits, activation, its log, the gateways told) is the portal form's as well:
// vouchers/attemptVoucher.ts
export const voucherRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const limit = voucherLimiter(ctx.limits, ctx.voucherLimits, ctx.rateLimitEpoch, ctx.now);
  const codeOf = (body: VoucherBody) => (body.voucher ?? body.voucherCode ?? "").toUpperCase();

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
      const attempt = await attemptVoucher(ctx, limit, request, reply, {
        code: codeOf(request.body),
        logoutOldest: request.body.logoutOldest === true,
        termsAccepted: request.body.termsAccepted === true,
      });
      const device = { zoneId: request.zone.zoneId, mac: request.mac };
      return answer(attempt, reply, () => loginHandoff(ctx, request, reply, device));
    },
  );
};
