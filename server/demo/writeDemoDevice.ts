import { MINUTE } from "../domain/time.ts";
import type { OpenRecord, VoucherRecord } from "../domain/types.ts";
import { putSession } from "../sessions/sessionRows.ts";
import type { Db } from "../storage/Storage.ts";
import type { DemoDevice } from "./DemoData.ts";
import { demoDeviceTerms } from "./demoDeviceTerms.ts";

/**
 * A demo (or test mode) device as its data describes it: its open's grant, and its session on its
 * voucher or open, started so many minutes before `now`. Inside the caller's transaction.
 */
export async function writeDemoDevice(
  q: Db,
  zoneId: string,
  d: DemoDevice,
  open: OpenRecord | undefined,
  voucher: VoucherRecord | undefined,
  now: number,
): Promise<void> {
  const start = now - d.startedMinutesAgo * MINUTE;
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
}
