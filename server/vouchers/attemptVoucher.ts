import type { VoucherCode } from "../../schemas/voucherCode.ts";
import type { Actor } from "../domain/Actor.ts";
import type { LetGo } from "../domain/LetGo.ts";
import { maskMacs } from "../http/loggerOptions.ts";
import type { Storage } from "../storage/Storage.ts";
import { activateVoucher } from "./activateVoucher.ts";
import { attemptedCode } from "./attemptedCode.ts";
import type { VoucherDecision } from "./decideVoucherActivation.ts";
import type { VoucherLimiter, VoucherScope } from "./voucherLimiter.ts";

export type VoucherAttempt =
  | { kind: "terms" }
  | { kind: "limited"; scope: VoucherScope; retryAfterSeconds: number }
  | VoucherDecision;

/** What an attempt needs: the database, the guessing limits, the attempt log's key, its counts, the gateways. */
export interface VoucherDeps {
  storage: Storage;
  limit: VoucherLimiter;
  attemptKey: Buffer;
  counts: { voucherActivation(zoneId: string, outcome: string): void };
  letGo: LetGo;
}

/**
 * A device's voucher attempt, the API's and the portal form's alike (server/seam/): the terms (none
 * accepted: `terms`, nothing counted), the guessing limits, the activation (which logs the attempt
 * and, in a zone no gateway vouches for, binds the session to this browser), then the oldest
 * devices' gateways told to let them go. `code` was read at the door (schemas/voucherCode.ts).
 */
export async function attemptVoucher(
  deps: VoucherDeps,
  actor: Actor,
  input: { code: VoucherCode; logoutOldest: boolean; termsAccepted: boolean },
): Promise<VoucherAttempt> {
  if (!input.termsAccepted) return { kind: "terms" };
  const { zoneId } = actor.zone;
  const { mac } = actor;
  const limited = await deps.limit({ zoneId, mac }, actor.client);
  if (limited) {
    deps.counts.voucherActivation(zoneId, "rate-limited");
    // logged, not stored: a flood of refused attempts must not grow the database
    actor.log.warn({ zoneId, mac: maskMacs(mac), scope: limited.scope }, "voucher attempts rate limited");
    return { kind: "limited", scope: limited.scope, retryAfterSeconds: limited.retryAfterSeconds };
  }
  const { code, logoutOldest } = input;
  const decision = await activateVoucher(
    deps.storage,
    {
      ...{ zoneId, mac, code, logoutOldest, attemptedCode: attemptedCode(deps.attemptKey, code) },
      bindTo: actor.asker?.browser,
    },
    actor.now,
  );
  // every answered attempt is kept (voucher_attempts) and logged without the full mac or the code
  actor.log.info({ zoneId, mac: maskMacs(mac), outcome: decision.kind }, "voucher attempt");
  deps.counts.voucherActivation(zoneId, decision.kind);
  // the oldest devices the voucher let go: their gateways let them go too
  if (decision.kind === "activate")
    for (const other of decision.logout) deps.letGo(zoneId, other, "logout-oldest");
  return decision;
}
