import type { FastifyRequest } from "fastify";
import type { AppContext } from "../AppContext.ts";
import { checkLimits } from "../rateLimit/checkLimits.ts";
import { type OpenOutcome, activateOpen } from "./activateOpen.ts";
import { openRules } from "./openLimits.ts";

export type OpenAttempt = OpenOutcome | "terms" | { limited: number };

/**
 * A device starts a trial or free access, from the API or the portal's form alike (request.zone
 * and request.mac say which device), once its passenger accepted the terms (else `terms`, nothing
 * counted; domain/terms.ts): every activation may write a session and a grant for a mac
 * nobody owns, so it is limited per client and per zone first (`limited`: seconds to wait). In an
 * unverified zone the grant is this asker's (security/OpenAsker.ts), and the session it starts
 * this browser's while it runs.
 */
export async function attemptOpen(
  ctx: AppContext,
  request: FastifyRequest,
  openId: number,
  termsAccepted: boolean,
): Promise<OpenAttempt> {
  if (!termsAccepted) return "terms";
  const { zoneId, timeZone } = request.zone;
  const client = await ctx.devices.limitClient(request, zoneId);
  const rules = openRules(zoneId, client, ctx.openLimits, ctx.rateLimitEpoch, ctx.clientLimitScale);
  const limited = await checkLimits(ctx.limits, rules, ctx.now());
  if (limited) {
    ctx.metrics.openActivation(zoneId, openId, "rate-limited");
    request.log.warn({ zoneId, scope: limited.scope }, "open activations rate limited");
    return { limited: limited.retryAfterSeconds };
  }
  const asker = ctx.devices.openAsker(request, zoneId);
  const outcome = await activateOpen(ctx.store, zoneId, openId, request.mac, ctx.now(), timeZone, asker);
  ctx.metrics.openActivation(zoneId, openId, outcome);
  return outcome;
}
