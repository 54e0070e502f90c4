import { openSessionTerms } from "./openRules.ts";
import { putSession } from "../sessions/sessionRows.ts";
import { deviceLock } from "../storage/deviceLock.ts";
import type { Storage } from "../storage/Storage.ts";
import { openAvailableFor } from "./isOpenAvailable.ts";
import { bindBrowser } from "../security/binding.ts";
import type { OpenAsker } from "../domain/OpenAsker.ts";
import { findOpen, insertGrant } from "./openRows.ts";

export type OpenOutcome = { kind: "unknown-open" } | { kind: "unavailable" } | { kind: "activated" };

/**
 * A device starts a trial or free access: granted when the rules allow, its session replaced. In
 * an unverified zone (`asker`) the grant is the asker's, and the session its browser's while it runs.
 */
export function activateOpen(
  store: Storage,
  zoneId: string,
  openId: number,
  mac: string,
  now: number,
  // the zone's (ZoneRecord.timeZone): where the once-a-day trial's day begins
  timeZone: string,
  asker?: OpenAsker,
): Promise<OpenOutcome> {
  return store.transaction(async (tx): Promise<OpenOutcome> => {
    const open = await findOpen(tx.q, zoneId, openId);
    if (!open) return { kind: "unknown-open" };
    // a device's grants and session decide: two parallel trials of one device take turns
    await tx.lock(deviceLock(zoneId, mac));
    if (!(await openAvailableFor(tx.q, open, mac, now, timeZone, asker))) return { kind: "unavailable" };
    const { browser = null, client = null } = asker ?? {};
    await insertGrant(tx.q, { zoneId, openId, mac, now, browser, client });
    await putSession(tx.q, {
      ...{ zoneId, mac, acAuthed: false, openId, openKeyword: open.keyword, voucherCode: null },
      ...{ authedAt: now, bytesUsed: 0, terms: openSessionTerms(open, now) },
    });
    if (browser !== null) await bindBrowser(tx.q, zoneId, mac, browser, now);
    return { kind: "activated" };
  });
}
