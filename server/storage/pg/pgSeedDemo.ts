import type { DemoData, DemoZone } from "../../demo/DemoData.ts";
import { MINUTE } from "../../domain/time.ts";
import type { FleetCruiseBooking } from "../../fleet/FleetCruise.ts";
import { demoVoucherRecord } from "../sqlite/fleetRecords.ts";
import { type OpenRow, toOpen } from "../sqlite/rows.ts";
import { deviceTerms } from "../sqlite/seedDemo.ts";
import type { Queryable } from "./pgPool.ts";
import { ZONES_LOCK } from "./pgReconcileZones.ts";
import { sessionValues, UPSERT_SESSION } from "./pgSessionSql.ts";
import { INSERT_VOUCHER, voucherValues } from "./pgVoucherSql.ts";

// each booking once (surname, key and date of birth name it); a booking may buy every package it
// has not prepaid unless it lists what it may buy
async function seedBookings(db: Queryable, zoneId: string, bookings: FleetCruiseBooking[]): Promise<void> {
  const { rows } = await db.query<{ package_id: string }>(
    "SELECT package_id FROM cruise_packages WHERE zone_id = $1 ORDER BY position",
    [zoneId],
  );
  const packages = rows.map((r) => r.package_id);
  const ms = (seconds: number | undefined) => (seconds === undefined ? null : seconds * 1000);
  for (const b of bookings) {
    const exists = await db.query(
      `SELECT 1 FROM cruise_bookings WHERE zone_id = $1 AND surname = $2 AND personal_key = $3
       AND date_of_birth = $4`,
      [zoneId, b.surname, b.personalKey, b.dateOfBirth],
    );
    if (exists.rowCount) continue;
    const inserted = await db.query<{ booking_id: number }>(
      `INSERT INTO cruise_bookings (zone_id, surname, personal_key, email, date_of_birth, cabin,
       validate_delay_ms, charge_delay_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING booking_id`,
      [
        zoneId,
        b.surname,
        b.personalKey,
        b.email,
        b.dateOfBirth,
        b.cabin,
        ms(b.validateDelaySeconds),
        ms(b.chargeDelaySeconds),
      ],
    );
    const id = inserted.rows[0]?.booking_id;
    const prepaid = (b.prepaid ?? []).filter((p) => packages.includes(p));
    const chargeable = (b.chargeable ?? packages.filter((p) => !prepaid.includes(p))).filter((p) =>
      packages.includes(p),
    );
    const entitle = (pkg: string, flag: number) =>
      db.query(
        "INSERT INTO cruise_entitlements (booking_id, zone_id, package_id, prepaid) VALUES ($1, $2, $3, $4)",
        [id, zoneId, pkg, flag],
      );
    for (const p of prepaid) await entitle(p, 1);
    for (const p of chargeable) await entitle(p, 0);
  }
}

async function seedZone(db: Queryable, zoneId: string, demo: DemoZone, now: number): Promise<void> {
  const devices = demo.devices ?? [];
  const opens = (await db.query<OpenRow>("SELECT * FROM opens WHERE zone_id = $1", [zoneId])).rows.map(
    toOpen,
  );
  const vouchers = (demo.vouchers ?? []).map((v) => demoVoucherRecord(zoneId, v, devices, now));
  for (const v of vouchers) await db.query(`${INSERT_VOUCHER} ON CONFLICT DO NOTHING`, voucherValues(v));
  for (const d of devices) {
    // a device that has a session keeps it: demo data never overwrites what happened since
    const has = await db.query("SELECT 1 FROM sessions WHERE zone_id = $1 AND mac = $2", [zoneId, d.mac]);
    if (has.rowCount) continue;
    const start = now - d.startedMinutesAgo * MINUTE;
    const voucher = vouchers.find((v) => v.code === d.voucher);
    const open = opens.find((o) => o.id === d.openId);
    if (!voucher && !open) continue;
    if (open)
      await db.query("INSERT INTO open_grants (zone_id, open_id, mac, granted_at) VALUES ($1, $2, $3, $4)", [
        zoneId,
        open.id,
        d.mac,
        start,
      ]);
    const session = {
      zoneId,
      mac: d.mac,
      acAuthed: d.accessControllerAuthed,
      openId: open?.id ?? null,
      openKeyword: open?.keyword ?? null,
      voucherCode: voucher?.code ?? null,
    };
    const terms = deviceTerms(d, start, voucher, open);
    await db.query(
      UPSERT_SESSION,
      sessionValues({ ...session, authedAt: start, bytesUsed: d.bytesUsed ?? 0, terms }),
    );
  }
  await seedBookings(db, zoneId, demo.bookings ?? []);
}

/** Inside the caller's transaction: SQLite's seedDemo on PostgreSQL, one server at a time. */
export async function pgSeedDemo(db: Queryable, data: DemoData, now: number): Promise<void> {
  await db.query("SELECT pg_advisory_xact_lock($1)", [ZONES_LOCK]);
  const { rows } = await db.query<{ zone_id: string }>("SELECT zone_id FROM zones WHERE retired_at IS NULL");
  const active = new Set(rows.map((r) => r.zone_id));
  for (const [zoneId, demo] of Object.entries(data.zones))
    if (active.has(zoneId)) await seedZone(db, zoneId, demo, now);
}

// children first; deleting the zones cascades to the store, orders and cruise tables
const TABLES = [
  "analytics_events",
  "voucher_attempts",
  "open_grants",
  "sessions",
  "vouchers",
  "opens",
  "zones",
];

/** Inside the caller's transaction: test mode's clean slate. */
export async function pgClearZones(db: Queryable): Promise<void> {
  await db.query("SELECT pg_advisory_xact_lock($1)", [ZONES_LOCK]);
  for (const table of TABLES) await db.query(`DELETE FROM ${table}`);
}
