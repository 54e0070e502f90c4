import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { attemptedCode } from "./attemptedCode.ts";
import type { VoucherDecision } from "./decideVoucherActivation.ts";
import type { AppContext } from "../AppContext.ts";
import { maskMacs } from "../http/loggerOptions.ts";
import { httpError, problem } from "../http/problem.ts";
import { voucherLimiter } from "./voucherLimiter.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { activateVoucher } from "./activateVoucher.ts";

interface VoucherBody {
  mac: string;
  voucher?: string;
  voucherCode?: string;
  logoutOldest?: boolean;
}

function answer(decision: VoucherDecision, reply: FastifyReply) {
  switch (decision.kind) {
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
            `voucher is in use on its maximum of ${decision.maxDevices} device(s); send logoutOldest: true to log out the oldest`,
          ),
        );
    default:
      return {};
  }
}

export const voucherRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { store, now } = ctx;
  const limit = voucherLimiter(ctx.limits, ctx.voucherLimits, ctx.rateLimitEpoch, now);

  // every answered attempt is kept (voucher_attempts, written by activateVoucher in its
  // transaction) and logged without the full mac or the code
  function logAttempt(request: FastifyRequest, mac: string, outcome: string) {
    request.log.info({ zoneId: request.zone.zoneId, mac: maskMacs(mac), outcome }, "voucher attempt");
  }

  const codeOf = (body: VoucherBody) => (body.voucher ?? body.voucherCode ?? "").toUpperCase();

  app.post<{ Body: VoucherBody }>(
    "/api/v1/voucher/auth",
    {
      schema: {
        body: schemaRef("voucher-auth.request"),
        response: { 200: schemaRef("empty"), 300: schemaRef("error"), ...errorResponses },
      },
      // a code may upgrade a trial from any browser; a running voucher session is its browser's
      config: { deviceAction: "activate-voucher" },
      preHandler: async (request, reply) => {
        const limited = await limit(request);
        if (!limited) return;
        ctx.metrics.voucherActivation(request.zone.zoneId, "rate-limited");
        // logged, not stored: a flood of refused attempts must not grow the database
        request.log.warn(
          { zoneId: request.zone.zoneId, mac: maskMacs(request.mac), scope: limited.scope },
          "voucher attempts rate limited",
        );
        reply.header("retry-after", String(limited.retryAfterSeconds));
        throw httpError(429, `too many voucher attempts, retry in ${limited.retryAfterSeconds} s`);
      },
    },
    async (request, reply) => {
      const { mac } = request;
      const code = codeOf(request.body);
      const logoutOldest = request.body.logoutOldest === true;
      const decision = await activateVoucher(
        store,
        {
          zoneId: request.zone.zoneId,
          mac,
          code,
          logoutOldest,
          attemptedCode: attemptedCode(ctx.attemptKey, code),
        },
        now(),
      );
      logAttempt(request, mac, decision.kind);
      ctx.metrics.voucherActivation(request.zone.zoneId, decision.kind);
      // the oldest devices the voucher let go: their gateways let them go too
      if (decision.kind === "activate")
        for (const other of decision.logout)
          void ctx.gateway.disconnector.disconnect(request.zone.zoneId, other, "logout-oldest");
      // the browser that activated the code may see it in the session from now on, and (in an
      // unverified zone) it alone may read or change the device while the session runs
      if (decision.kind === "activate" || decision.kind === "already-active") {
        ctx.devices.bindCode(request, reply, request.zone.zoneId, mac, code);
        await ctx.devices.bindBrowser(request, request.zone.zoneId, mac);
      }
      return answer(decision, reply);
    },
  );
};
