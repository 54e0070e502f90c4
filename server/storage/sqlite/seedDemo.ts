import type { Database } from "better-sqlite3";
import type { DemoData, DemoDevice } from "../../demo/DemoData.ts";
import { openSessionTerms } from "../../domain/openPolicy.ts";
import { MINUTE } from "../../domain/time.ts";
import type { OpenRecord, SessionTerms, VoucherRecord } from "../../domain/types.ts";
import { voucherSessionTerms } from "../../domain/voucherTerms.ts";
import { demoVoucherRecord } from "./fleetRecords.ts";
import { type OpenRow, toOpen } from "./rows.ts";
import { seedBookings } from "./seedBookings.ts";
import { REPLACE_SESSION, sessionParams } from "./sessionSql.ts";
import { INSERT_VOUCHER } from "./voucherSql.ts";

// PostgreSQL's seeding (server/storage/pg/pgSeedDemo.ts) shares it
export function deviceTerms(
  d: DemoDevice,
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

function seedZone(db: Database, zoneId: string, demo: DemoData["zones"][string], now: number): void {
  const devices = demo.devices ?? [];
  const opens = (db.prepare("SELECT * FROM opens WHERE zone_id = ?").all(zoneId) as OpenRow[]).map(toOpen);
  const vouchers = (demo.vouchers ?? []).map((v) => demoVoucherRecord(zoneId, v, devices, now));
  const insertVoucher = db.prepare(INSERT_VOUCHER.replace("INSERT INTO", "INSERT OR IGNORE INTO"));
  for (const v of vouchers) insertVoucher.run(v);
  const hasSession = db.prepare("SELECT 1 FROM sessions WHERE zone_id = ? AND mac = ?");
  const replaceSession = db.prepare(REPLACE_SESSION);
  const grant = db.prepare("INSERT INTO open_grants (zone_id, open_id, mac, granted_at) VALUES (?, ?, ?, ?)");
  for (const d of devices) {
    // a device that has a session keeps it: demo data never overwrites what happened since
    if (hasSession.get(zoneId, d.mac)) continue;
    const start = now - d.startedMinutesAgo * MINUTE;
    const voucher = vouchers.find((v) => v.code === d.voucher);
    const open = opens.find((o) => o.id === d.openId);
    if (!voucher && !open) continue;
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
  seedBookings(db, zoneId, demo.bookings ?? []);
}

/** Adds the demo rows that are absent, in one transaction, to zones the manifests define (not retired). */
export function seedDemo(db: Database, data: DemoData, now: number): void {
  const active = db.prepare("SELECT 1 FROM zones WHERE zone_id = ? AND retired_at IS NULL");
  db.transaction(() => {
    for (const [zoneId, demo] of Object.entries(data.zones))
      if (active.get(zoneId)) seedZone(db, zoneId, demo, now);
  })();
}

// children first, so foreign keys never object; deleting the zones cascades to everything else
const TABLES = [
  "analytics_events",
  "voucher_attempts",
  "open_grants",
  "sessions",
  "vouchers",
  "opens",
  "zones",
];

/** Test mode: every zone and what hangs off it gone, before the zones and demo data are written again. */
export function clearZones(db: Database): void {
  db.transaction(() => {
    for (const table of TABLES) db.exec(`DELETE FROM ${table}`);
  })();
}
