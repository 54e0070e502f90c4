import type { Actor } from "../domain/Actor.ts";
import { checkLimits } from "../rateLimit/checkLimits.ts";
import type { LimitStore } from "../rateLimit/LimitStore.ts";
import type { Storage } from "../storage/Storage.ts";
import { activateOpen, type OpenOutcome } from "./activateOpen.ts";
import { type OpenLimits, openRules } from "./openLimits.ts";
import type { LimitEpoch } from "../rateLimit/LimitEpoch.ts";

export type OpenAttempt = { kind: "terms" } | { kind: "limited"; retryAfterSeconds: number } | OpenOutcome;

/** What an open access's start needs: the database, the limits and their counters, its counts. */
export interface OpenDeps {
  storage: Storage;
  limits: LimitStore;
  openLimits: OpenLimits;
  // bumped by POST /api/test/reset so rate-limit counters start over
  limitEpoch: LimitEpoch;
  clientLimitScale: number;
  counts: { openActivation(zoneId: string, openId: number, outcome: string): void };
}

/**
 * A device starts a trial or free access, the API's and the portal form's alike (server/seam/),
 * once its passenger accepted the terms (else `terms`, nothing counted; domain/termsRefused.ts): every
 * activation may write a session and a grant for a mac nobody owns, so it is limited per client
 * and per zone first. In an unverified zone the grant is the actor's asker's (domain/OpenAsker.ts),
 * and the session it starts this browser's while it runs.
 */
export async function attemptOpen(
  deps: OpenDeps,
  actor: Actor,
  input: { openId: number; termsAccepted: boolean },
): Promise<OpenAttempt> {
  if (!input.termsAccepted) return { kind: "terms" };
  const { zoneId, timeZone } = actor.zone;
  const { openId } = input;
  const rules = openRules(zoneId, actor.client, deps.openLimits, deps.limitEpoch, deps.clientLimitScale);
  const limited = await checkLimits(deps.limits, rules, actor.now);
  if (limited) {
    deps.counts.openActivation(zoneId, openId, "rate-limited");
    actor.log.warn({ zoneId, scope: limited.scope }, "open activations rate limited");
    return { kind: "limited", retryAfterSeconds: limited.retryAfterSeconds };
  }
  const outcome = await activateOpen(
    deps.storage,
    zoneId,
    openId,
    actor.mac,
    actor.now,
    timeZone,
    actor.asker,
  );
  deps.counts.openActivation(zoneId, openId, outcome.kind);
  return outcome;
}
