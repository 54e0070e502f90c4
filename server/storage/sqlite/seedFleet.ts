import type { Database } from "better-sqlite3";
import { openSessionTerms } from "../../domain/openPolicy.ts";
import { MINUTE } from "../../domain/time.ts";
import type { OpenRecord, SessionTerms, VoucherRecord } from "../../domain/types.ts";
import { voucherSessionTerms } from "../../domain/voucherTerms.ts";
import type { Fleet, FleetDevice, FleetZone } from "../../fleet/Fleet.ts";
import { fleetOpenRecord, fleetVoucherRecord } from "./fleetRecords.ts";
import { REPLACE_SESSION, sessionParams } from "./sessionSql.ts";
import { seedStore } from "./seedStore.ts";
import { seedCruise } from "./seedCruise.ts";
import { INSERT_VOUCHER } from "./voucherSql.ts";

// children first, so foreign keys never object (PostgreSQL's seeding uses the same list)
export const TABLES = [
  "analytics_events",
  "voucher_attempts",
  "open_grants",
  "sessions",
  "vouchers",
  "opens",
  "zones",
];

export function deviceTerms(
  d: FleetDevice,
  start: number,
  voucher?: VoucherRecord,
  open?: OpenRecord,
): SessionTerms {
  if (voucher) return voucherSessionTerms(voucher, start);
  const terms = openSessionTerms(open as OpenRecord, start);
  if (!d.reset) return terms;
  const periodMs = d.reset.periodMinutes * MINUTE;
  return { ...terms, resetMethod: d.reset.method, periodMs, endAt: start + periodMs, endPermanentAt: null };
}

function seedZone(db: Database, zone: FleetZone, now: number): void {
  const { zoneId } = zone;
  db.prepare("INSERT INTO zones (zone_id, zone_prefix, tier, settings_json) VALUES (?, ?, ?, ?)").run(
    zoneId,
    zone.zonePrefix,
    zone.tier,
    JSON.stringify(zone.settings ?? {}),
  );
  seedStore(db, zone);
  const devices = zone.devices ?? [];
  const opens = (zone.opens ?? []).map((o) => fleetOpenRecord(zoneId, o));
  const vouchers = (zone.vouchers ?? []).map((v) => fleetVoucherRecord(zoneId, v, devices, now));
  const insertOpen =
    db.prepare(`INSERT INTO opens (zone_id, open_id, keyword, duration_ms, rx_max_bps, tx_max_bps)
    VALUES (@zoneId, @id, @keyword, @durationMs, @rxMaxBps, @txMaxBps)`);
  for (const o of opens) insertOpen.run(o);
  const insertVoucher = db.prepare(INSERT_VOUCHER);
  for (const v of vouchers) insertVoucher.run(v);
  const replaceSession = db.prepare(REPLACE_SESSION);
  const grant = db.prepare("INSERT INTO open_grants (zone_id, open_id, mac, granted_at) VALUES (?, ?, ?, ?)");
  for (const d of devices) {
    const start = now - d.startedMinutesAgo * MINUTE;
    const voucher = vouchers.find((v) => v.code === d.voucher);
    const open = opens.find((o) => o.id === d.openId);
    if (open) grant.run(zoneId, open.id, d.mac, start);
    replaceSession.run(
      sessionParams({
        zoneId,
        mac: d.mac,
        acAuthed: d.accessControllerAuthed,
        openId: open?.id ?? null,
        openKeyword: open?.keyword ?? null,
        voucherCode: voucher?.code ?? null,
        authedAt: start,
        bytesUsed: d.bytesUsed ?? 0,
        terms: deviceTerms(d, start, voucher, open),
      }),
    );
  }
}

// wipes every table but schema_migrations and writes the fleet, in one transaction
export function seedFleet(db: Database, fleet: Fleet, now: number): void {
  db.transaction(() => {
    for (const table of TABLES) db.exec(`DELETE FROM ${table}`);
    for (const zone of fleet.zones) seedZone(db, zone, now);
    // cruise tables hang off zones with ON DELETE CASCADE: the DELETEs above emptied them
    for (const zone of fleet.zones) seedCruise(db, zone.zoneId, zone.cruise);
  })();
}
