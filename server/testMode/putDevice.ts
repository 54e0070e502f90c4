import type { DemoDevice } from "../demo/DemoData.ts";
import { demoDeviceTerms } from "../demo/demoDeviceTerms.ts";
import { MINUTE } from "../domain/time.ts";
import type { OpenRecord, VoucherRecord } from "../domain/types.ts";
import { deauthorize, putSession } from "../sessions/sessionRows.ts";
import { deviceLock } from "../storage/deviceLock.ts";
import type { Store } from "../storage/Store.ts";
import { insertVoucher } from "../vouchers/voucherRows.ts";
import { forgetBinding } from "../security/deviceBindings.ts";

// a device as a test sets it, and whether its backend still holds it (false: it logged out)
export type TestDevice = DemoDevice & { backendAuthed?: boolean };

/** Test mode: one device's session set directly (with its own voucher if given), replacing any it had. */
export function putDevice(
  store: Store,
  zoneId: string,
  d: TestDevice,
  open: OpenRecord | undefined,
  voucher: VoucherRecord | undefined,
  now: number,
): Promise<void> {
  const start = now - d.startedMinutesAgo * MINUTE;
  return store.transaction(async (tx) => {
    const { q } = tx;
    await tx.lock(deviceLock(zoneId, d.mac));
    if (voucher) await insertVoucher(q, voucher);
    if (open)
      await q
        .insertInto("open_grants")
        .values({ zone_id: zoneId, open_id: open.id, mac: d.mac, granted_at: start })
        .execute();
    await putSession(q, {
      ...{ zoneId, mac: d.mac, acAuthed: d.accessControllerAuthed, openId: open?.id ?? null },
      ...{ openKeyword: open?.keyword ?? null, voucherCode: voucher?.code ?? null, authedAt: start },
      ...{ bytesUsed: d.bytesUsed ?? 0, terms: demoDeviceTerms(d, start, voucher, open) },
    });
    if (d.backendAuthed === false) await deauthorize(q, zoneId, d.mac);
    // a state set directly belongs to no browser yet
    await forgetBinding(q, zoneId, d.mac);
  });
}
