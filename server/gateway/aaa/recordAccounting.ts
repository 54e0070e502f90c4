import { isUsedUp } from "../../sessions/sessionState.ts";
import { findSession } from "../../sessions/sessionRows.ts";
import { deviceLock } from "../../storage/deviceLock.ts";
import { recordVoucherUse } from "../../vouchers/voucherRows.ts";
import type { Db, Store } from "../../storage/Store.ts";
import type { GatewayDevice } from "./GatewayPacket.ts";
import { accountingSessionOf, offlineUnlessOpen, stopGateway } from "./accountingRows.ts";

// what one Accounting-Request reports (RFC 2866): the octet counters are the session's running
// totals so far, Gigawords folded in
export interface AccountingReport {
  status: string;
  acctSessionId: string;
  inputOctets: number;
  outputOctets: number;
  sessionTime: number;
  terminateCause: string | undefined;
}

export type AccountingOutcome =
  | { kind: "ignored"; why: string }
  | { kind: "recorded"; bytes: number; disconnect: boolean; zoneId: string; mac: string };

async function addBytes(q: Db, zoneId: string, mac: string, voucherCode: string | null, bytes: number) {
  // a voucher's devices share its total, which their sessions read (sessions/sessionRows.ts): the
  // voucher's use, the ship's row. Only a session of its own (a trial, free access) counts in its
  // row. So an interim writes one row of use, not two: each crosses a vessel's satellite link
  if (voucherCode !== null) return recordVoucherUse(q, zoneId, voucherCode, { bytes });
  await q
    .updateTable("sessions")
    .set((eb) => ({ bytes_used: eb("bytes_used", "+", bytes) }))
    .where("zone_id", "=", zoneId)
    .where("mac", "=", mac)
    .execute();
}

/**
 * A gateway's accounting drives the device's session. Start and Interim-Update mark it online at
 * the controller, Stop offline (unless another of its sessions is still open), and the bytes its
 * counters grew by since the highest totals seen count towards the session and its voucher: a
 * resent or reordered packet adds nothing, and counters never run backwards. One transaction
 * holding the device's lock, so copies of a packet reaching several servers at once count once.
 * The outcome says when the gateway should let the device go (used up, logged out, unknown).
 */
export async function recordAccounting(
  store: Store,
  device: GatewayDevice,
  report: AccountingReport,
  now: number,
): Promise<AccountingOutcome> {
  if (report.status === "Accounting-On" || report.status === "Accounting-Off") {
    await stopGateway(store, device.gateway, now);
    return { kind: "ignored", why: "the gateway restarted: its sessions ended" };
  }
  const { zone, mac } = device;
  if (!zone || !mac) return { kind: "ignored", why: zone ? "no device MAC" : "unknown zone" };
  const zoneId = zone.zoneId;
  return store.transaction(async (tx) => {
    const { q } = tx;
    await tx.lock(deviceLock(zoneId, mac));
    const { grew, wasStopped } = await accountingSessionOf(tx, device, zoneId, report, now);
    const session = await findSession(q, zoneId, mac);
    if (session && grew > 0) await addBytes(q, zoneId, mac, session.voucherCode, grew);
    const stop = report.status === "Stop";
    if (stop) await offlineUnlessOpen(q, zoneId, mac);
    else if (!wasStopped && session?.backendAuthed && !session.accessControllerAuthed)
      // only when it changes: every write of a vessel's session row crosses its satellite link
      await q
        .updateTable("sessions")
        .set({ ac_authed: 1 })
        .where("zone_id", "=", zoneId)
        .where("mac", "=", mac)
        .execute();
    const after = session && (await findSession(q, zoneId, mac));
    const keep = after?.backendAuthed === true && !isUsedUp(after, now);
    return { kind: "recorded", bytes: grew, disconnect: !stop && !wasStopped && !keep, zoneId, mac };
  });
}
