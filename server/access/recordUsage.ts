import { addSessionUse, findSession } from "../sessions/sessionRows.ts";
import type { Storage } from "../storage/Storage.ts";
import { recordVoucherUse } from "../sessions/recordVoucherUse.ts";

export interface Usage {
  zoneId: string;
  mac: string;
  bytes: number;
}

/**
 * Bytes used by devices, as their gateway's accounting would count them, without a packet (test
 * mode's fake traffic, testMode/addUsage.ts): to each device's session and to its voucher's shared
 * total, in one transaction. The AAA core is the one writer of a device's use (recordAccounting.ts).
 */
export function recordUsage(store: Storage, usage: Usage[]): Promise<void> {
  return store.transaction(async ({ q }) => {
    const sessions = [];
    // the vouchers' use before sessions, as accounting takes them: the two never wait on each other
    for (const u of usage) {
      const session = await findSession(q, u.zoneId, u.mac);
      if (session?.voucherCode) await recordVoucherUse(q, u.zoneId, session.voucherCode, { bytes: u.bytes });
      sessions.push(session);
    }
    for (const [i, u] of usage.entries()) {
      const online = sessions[i]?.accessControllerAuthed ? 1 : 0;
      await addSessionUse(q, { zoneId: u.zoneId, mac: u.mac, bytes: u.bytes, online });
    }
  });
}
