import { ZONES_LOCK } from "../zones/reconcileZones.ts";
import { listOpens } from "../opens/openRows.ts";
import type { Db, Storage } from "../storage/Storage.ts";
import { insertVoucherIfAbsent } from "../vouchers/voucherRows.ts";
import type { DemoData, DemoZone } from "./DemoData.ts";
import { demoVoucherRecord } from "./demoVoucherRecord.ts";
import { seedBookings } from "./seedBookings.ts";
import { writeDemoDevice } from "./writeDemoDevice.ts";

async function seedZone(q: Db, zoneId: string, demo: DemoZone, now: number): Promise<void> {
  const devices = demo.devices ?? [];
  const opens = await listOpens(q, zoneId);
  const vouchers = (demo.vouchers ?? []).map((v) => demoVoucherRecord(zoneId, v, devices, now));
  for (const v of vouchers) await insertVoucherIfAbsent(q, v, { createdAt: now });
  for (const d of devices) {
    // a device that has a session keeps it: demo data never overwrites what happened since
    const has = await q
      .selectFrom("sessions")
      .select("mac")
      .where("zone_id", "=", zoneId)
      .where("mac", "=", d.mac)
      .executeTakeFirst();
    if (has) continue;
    const voucher = vouchers.find((v) => v.code === d.voucher);
    const open = opens.find((o) => o.id === d.openId);
    if (voucher || open) await writeDemoDevice(q, zoneId, d, open, voucher, now);
  }
  await seedBookings(q, zoneId, demo.bookings ?? []);
}

/**
 * DEMO=1: adds the demo rows that are absent (vouchers by code, devices without a session,
 * bookings) to active zones only, in one transaction; never overwrites a row. Idempotent. A plugin
 * on the storage port: production code never calls it.
 */
export function seedDemo(store: Storage, data: DemoData, now: number): Promise<void> {
  return store.transaction(async (tx) => {
    await tx.lock(ZONES_LOCK);
    const rows = await tx.q.selectFrom("zones").select("zone_id").where("retired_at", "is", null).execute();
    const active = new Set(rows.map((r) => r.zone_id));
    for (const [zoneId, demo] of Object.entries(data.zones))
      if (active.has(zoneId)) await seedZone(tx.q, zoneId, demo, now);
  });
}
