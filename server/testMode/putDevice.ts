import type { DemoDevice } from "../demo/DemoData.ts";
import { writeDemoDevice } from "../demo/writeDemoDevice.ts";
import type { OpenRecord, VoucherRecord } from "../domain/types.ts";
import { deauthorize } from "../sessions/sessionRows.ts";
import { deviceLock } from "../storage/deviceLock.ts";
import type { Storage } from "../storage/Storage.ts";
import { insertVoucher } from "../vouchers/voucherRows.ts";
import { forgetBinding } from "../security/binding.ts";

// a device as a test sets it, and whether its backend still holds it (false: it logged out)
export type TestDevice = DemoDevice & { backendAuthed?: boolean };

/** Test mode: one device's session set directly (with its own voucher if given), replacing any it had. */
export function putDevice(
  store: Storage,
  zoneId: string,
  d: TestDevice,
  open: OpenRecord | undefined,
  voucher: VoucherRecord | undefined,
  now: number,
): Promise<void> {
  return store.transaction(async (tx) => {
    const { q } = tx;
    await tx.lock(deviceLock(zoneId, d.mac));
    if (voucher) await insertVoucher(q, voucher, { createdAt: now });
    await writeDemoDevice(q, zoneId, d, open, voucher, now);
    if (d.backendAuthed === false) await deauthorize(q, zoneId, d.mac);
    // a state set directly belongs to no browser yet
    await forgetBinding(q, zoneId, d.mac);
  });
}
