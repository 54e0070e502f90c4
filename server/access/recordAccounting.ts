import { isUsedUp } from "../sessions/sessionState.ts";
import { addSessionUse, findSession } from "../sessions/sessionRows.ts";
import { deviceLock } from "../storage/deviceLock.ts";
import type { GroupCommit } from "../storage/groupCommit.ts";
import type { Storage } from "../storage/Storage.ts";
import { recordVoucherUse } from "../sessions/recordVoucherUse.ts";
import { accountingSessionOf, offlineUnlessOpen, stopGateway } from "./accountingRows.ts";
import { recordAddress } from "./deviceAddresses.ts";
import type { GatewayDevice } from "./GatewayDevice.ts";
import type { AccountingReport } from "./AccountingReport.ts";

export type AccountingOutcome =
  | { kind: "ignored"; why: string }
  | { kind: "recorded"; bytes: number; disconnect: boolean; zoneId: string; mac: string };

/**
 * A gateway's accounting drives the device's session. Start and Interim-Update mark it online at
 * the controller, Stop offline (unless another of its sessions is still open), and the bytes its
 * counters grew by since the highest totals seen count towards the session and its voucher: a
 * resent or reordered packet adds nothing, and counters never run backwards. In a transaction
 * holding the device's lock, so copies of a packet reaching several servers at once count once;
 * its few statements are prepared, and the reports that arrive while one commits share the next
 * commit (groupCommit.ts), so the lock (on SQLite, the file's) is held for little per packet. Start and Interim-Update say which address the device holds (deviceAddresses.ts).
 * The outcome says when the gateway should let the device go (used up, logged out, unknown).
 */
export async function recordAccounting(
  store: Storage,
  commits: GroupCommit,
  device: GatewayDevice,
  report: AccountingReport,
  now: number,
): Promise<AccountingOutcome> {
  if (report.status === "Accounting-On" || report.status === "Accounting-Off") {
    await stopGateway(store, device, now);
    return { kind: "ignored", why: "the gateway restarted: its sessions ended" };
  }
  const { zone, mac } = device;
  if (!zone || !mac) return { kind: "ignored", why: zone ? "no device MAC" : "unknown zone" };
  const zoneId = zone.zoneId;
  const stop = report.status === "Stop";
  const lock = deviceLock(zoneId, mac);
  return commits.run(lock, async (tx): Promise<AccountingOutcome> => {
    const { q } = tx;
    await tx.lock(lock);
    if (!stop && device.address) await recordAddress(q, zoneId, mac, device.address, now);
    const { grew, wasStopped } = await accountingSessionOf(q, device, zoneId, report, now);
    const session = await findSession(q, zoneId, mac);
    // online at the controller now; a Stop or a late packet leaves the flag as it was (a Stop:
    // offlineUnlessOpen decides below)
    const online = !stop && !wasStopped && session?.backendAuthed === true;
    if (session) {
      const flag = online || session.accessControllerAuthed ? 1 : 0;
      // a voucher's devices count in its use, which their sessions read (sessions/sessionRows.ts);
      // a session of its own (a trial, free access) in its row. The session's row is written only
      // when it changes: on a vessel linked to a shore, each write of it crosses the satellite
      // (the voucher's use before the session's row, as activateVoucher takes them)
      const own = session.voucherCode === null ? grew : 0;
      if (session.voucherCode !== null && grew > 0)
        await recordVoucherUse(q, zoneId, session.voucherCode, { bytes: grew });
      if (own > 0 || flag !== (session.accessControllerAuthed ? 1 : 0))
        await addSessionUse(q, { zoneId, mac, bytes: own, online: flag });
    }
    if (stop) await offlineUnlessOpen(q, zoneId, mac);
    const after = session && { ...session, bytesUsed: session.bytesUsed + grew };
    const keep = after?.backendAuthed === true && !isUsedUp(after, now);
    return { kind: "recorded", bytes: grew, disconnect: !stop && !wasStopped && !keep, zoneId, mac };
  });
}
