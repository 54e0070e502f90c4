import { forgetTrialGrants } from "../opens/forgetTrialGrants.ts";
import type { LimitStore } from "../rateLimit/LimitStore.ts";
import { forgetBinding } from "../security/binding.ts";
import { deauthorize, findSession } from "../sessions/sessionRows.ts";
import { deviceLock } from "../storage/deviceLock.ts";
import { appendAudit } from "./appendAudit.ts";
import type { Clerk, DeskDeps } from "./DeskDeps.ts";

/**
 * "It won't let me on": the device starts afresh, as on its first visit. What the server keeps of a
 * device that can stop it is its session (logged in or not, its counted data, a stranger's browser
 * bound to it in an unverified zone), the guessing limits' counters that name it (its voucher
 * attempts from any address, its handoff retries, and those it made as a device its gateway vouched
 * for), and its trial grant (a trial once a day). The reset ends the session as kick does (logged
 * out, then a Disconnect-Request to every gateway holding it, each answer shown), forgets the
 * browser bound to it, forgets those counters, and forgets the trial grants that block a new trial
 * now: the clerk, who sees the passenger, gives the day's trial again, and the audit row says so.
 * What the passenger bought stays as it was: vouchers (their clock, data and devices) and orders;
 * the code brings the device back on with what it has left. The attempt log (voucher_attempts) is
 * a record, not a block, and stays too. Counters kept per address are the address's, not the
 * device's (a MAC is public; an address may be many passengers'), and stay.
 */
export async function deskReset(
  d: DeskDeps & { limits: LimitStore },
  by: Clerk,
  zoneId: string,
  mac: string,
) {
  const before = await d.store.transaction(async (tx) => {
    await tx.lock(deviceLock(zoneId, mac));
    const session = await findSession(tx.q, zoneId, mac);
    const loggedOut = await deauthorize(tx.q, zoneId, mac);
    await forgetBinding(tx.q, zoneId, mac);
    const trials = await forgetTrialGrants(tx.q, zoneId, mac, d.now());
    return { loggedIn: session?.backendAuthed ?? false, loggedOut, trials };
  });
  // the counters' keys name a device as `|<zone>|<mac>`, followed by a bar or nothing
  const counters = await d.limits.forget(`|${zoneId}|${mac}`);
  const answers = await d.disconnect(zoneId, mac, "console-reset");
  await appendAudit(d.store.db, {
    ...{ at: d.now(), account: by.account, address: by.address, action: "reset", zoneId, target: mac },
    before: { session: before.loggedIn, trials: before.trials, counters },
    after: { session: false, trials: [], counters: 0, answers },
    outcome: "reset",
  });
  return { answers, trials: before.trials.length, counters };
}
