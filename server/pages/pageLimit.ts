import type { FastifyInstance, FastifyRequest } from "fastify";
import { MINUTE } from "../domain/time.ts";
import { httpError } from "../http/problem.ts";
import { retryAfter } from "../rateLimit/checkLimits.ts";
import { clientKey } from "../rateLimit/clientKey.ts";

// a drawn page costs about four API calls. A phone boarding loads a handful (the captive
// assistant's probe, the start page, the status page, a reload): 5,000 of them within ten minutes
// are 5,000 addresses with a few each, none near ten a second; one client at a hundred a second
// took the other passengers' p90 from 9 ms to 76 ms. Times CLIENT_LIMIT_SCALE (many behind one address)
export const PAGE_LIMIT = { max: 600, windowMs: MINUTE };

export interface PageAllowance {
  // the client's pages in the last minute, this one included: its weight in the queue (PageQueue.ts)
  recent: number;
  // over the limit: seconds to wait
  retryAfterSeconds?: number;
}

// before the page is drawn: over the limit → 429 with Retry-After, which costs nothing to answer
export async function pageLimit(ctx: FastifyInstance, request: FastifyRequest): Promise<PageAllowance> {
  const max = PAGE_LIMIT.max * ctx.clientLimitScale;
  const key = `${ctx.limitEpoch.value}|page|${clientKey(request.ip)}`;
  const now = ctx.now();
  // as checkLimits counts a client's own limit (scope "client")
  const recent = await ctx.limits.slide(`client|${key}`, PAGE_LIMIT.windowMs, now);
  return recent > max ? { recent, retryAfterSeconds: retryAfter(PAGE_LIMIT.windowMs, now) } : { recent };
}

export function pageLimited(retryAfterSeconds: number) {
  return httpError(429, `too many pages from this address, retry in ${retryAfterSeconds} s`);
}

// the queue turned the page away: this client drew more pages lately than every other one waiting
export function pageTurnedAway() {
  return httpError(429, "too many pages from this address while others wait, retry in 1 s");
}
