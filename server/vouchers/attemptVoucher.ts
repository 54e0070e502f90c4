import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../AppContext.ts";
import { maskMacs } from "../http/loggerOptions.ts";
import { activateVoucher } from "./activateVoucher.ts";
import { attemptedCode } from "./attemptedCode.ts";
import type { VoucherDecision } from "./decideVoucherActivation.ts";
import type { VoucherLimiter, VoucherScope } from "./voucherLimiter.ts";

export type VoucherAttempt =
  | { kind: "terms" }
  | { kind: "limited"; scope: VoucherScope; retryAfterSeconds: number }
  | VoucherDecision;

/**
 * A device's voucher attempt, from the API or the portal's form alike (request.zone and
 * request.mac say which device): the terms (none accepted: `terms`, nothing counted), the guessing limits, the activation (which logs the attempt),
 * the oldest devices' gateways told to let them go, and this browser allowed to see the code
 * (and, in an unverified zone, bound to the device).
 */
export async function attemptVoucher(
  ctx: AppContext,
  limit: VoucherLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { code: string; logoutOldest: boolean; termsAccepted: boolean },
): Promise<VoucherAttempt> {
  if (!input.termsAccepted) return { kind: "terms" };
  const zoneId = request.zone.zoneId;
  const { mac } = request;
  const limited = await limit({ zoneId, mac }, await ctx.devices.limitClient(request, zoneId));
  if (limited) {
    ctx.metrics.voucherActivation(zoneId, "rate-limited");
    // logged, not stored: a flood of refused attempts must not grow the database
    request.log.warn({ zoneId, mac: maskMacs(mac), scope: limited.scope }, "voucher attempts rate limited");
    return { kind: "limited", scope: limited.scope, retryAfterSeconds: limited.retryAfterSeconds };
  }
  const { code, logoutOldest } = input;
  const decision = await activateVoucher(
    ctx.store,
    { zoneId, mac, code, logoutOldest, attemptedCode: attemptedCode(ctx.attemptKey, code) },
    ctx.now(),
  );
  // every answered attempt is kept (voucher_attempts) and logged without the full mac or the code
  request.log.info({ zoneId, mac: maskMacs(mac), outcome: decision.kind }, "voucher attempt");
  ctx.metrics.voucherActivation(zoneId, decision.kind);
  // the oldest devices the voucher let go: their gateways let them go too
  if (decision.kind === "activate")
    for (const other of decision.logout)
      void ctx.gateway.disconnector.disconnect(zoneId, other, "logout-oldest");
  // the browser that activated the code may see it in the session from now on, and (in an
  // unverified zone) it alone may read or change the device while the session runs
  if (decision.kind === "activate" || decision.kind === "already-active") {
    ctx.devices.bindCode(request, reply, zoneId, mac, code);
    await ctx.devices.bindBrowser(request, zoneId, mac);
  }
  return decision;
}
