import type { FastifyRequest } from "fastify";
import type { AppContext } from "../AppContext.ts";
import { checkLimits } from "../rateLimit/checkLimits.ts";
import { type OpenOutcome, activateOpen } from "./activateOpen.ts";
import { openRules } from "./openLimits.ts";

export type OpenAttempt = OpenOutcome | { limited: number };

/**
 * A device starts a trial or free access, from the API or the portal's form alike (request.zone
 * and request.mac say which device): every activation may write a session and a grant for a mac
 * nobody owns, so it is limited per client and per zone first (`limited`: seconds to wait).
 */
export async function attemptOpen(
  ctx: AppContext,
  request: FastifyRequest,
  openId: number,
): Promise<OpenAttempt> {
  const rules = openRules(request, ctx.openLimits, ctx.rateLimitEpoch, ctx.clientLimitScale);
  const limited = await checkLimits(ctx.limits, rules, ctx.now());
  if (limited) {
    request.log.warn({ zoneId: request.zone.zoneId, scope: limited.scope }, "open activations rate limited");
    return { limited: limited.retryAfterSeconds };
  }
  return activateOpen(ctx.store, request.zone.zoneId, openId, request.mac, ctx.now());
}
