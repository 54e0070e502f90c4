import { MINUTE } from "../domain/time.ts";
import { ZONES_LOCK } from "../fleet/reconcileZones.ts";
import { listOpens } from "../opens/openRows.ts";
import { putSession } from "../sessions/sessionRows.ts";
import type { Db, Store } from "../storage/Store.ts";
import { voucherValues } from "../vouchers/voucherRows.ts";
import type { DemoData, DemoZone } from "./DemoData.ts";
import { demoDeviceTerms } from "./demoDeviceTerms.ts";
import { demoVoucherRecord } from "./demoVoucherRecord.ts";
import { seedBookings } from "./seedBookings.ts";

async function seedZone(q: Db, zoneId: string, demo: DemoZone, now: number): Promise<void> {
  const devices = demo.devices ?? [];
  const opens = await listOpens(q, zoneId);
  const vouchers = (demo.vouchers ?? []).map((v) => demoVoucherRecord(zoneId, v, devices, now));
  for (const v of vouchers)
    await q
      .insertInto("vouchers")
      .values(voucherValues(v, { createdAt: now }))
      .onConflict((oc) => oc.doNothing())
      .execute();
  for (const d of devices) {
    // a device that has a session keeps it: demo data never overwrites what happened since
    const has = await q
      .selectFrom("sessions")
      .select("mac")
      .where("zone_id", "=", zoneId)
      .where("mac", "=", d.mac)
      .executeTakeFirst();
    if (has) continue;
    const start = now - d.startedMinutesAgo * MINUTE;
    const voucher = vouchers.find((v) => v.code === d.voucher);
    const open = opens.find((o) => o.id === d.openId);
    if (!voucher && !open) continue;
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
  await seedBookings(q, zoneId, demo.bookings ?? []);
}

/**
 * DEMO=1: adds the demo rows that are absent (vouchers by code, devices without a session,
 * bookings) to active zones only, in one transaction; never overwrites a row. Idempotent. A plugin
 * on the storage port: production code never calls it.
 */
export function seedDemo(store: Store, data: DemoData, now: number): Promise<void> {
  return store.transaction(async (tx) => {
    await tx.lock(ZONES_LOCK);
    const rows = await tx.q.selectFrom("zones").select("zone_id").where("retired_at", "is", null).execute();
    const active = new Set(rows.map((r) => r.zone_id));
    for (const [zoneId, demo] of Object.entries(data.zones))
      if (active.has(zoneId)) await seedZone(tx.q, zoneId, demo, now);
  });
}
