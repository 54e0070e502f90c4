import { MINUTE } from "../../domain/time.ts";
import type { Fleet, FleetZone } from "../../fleet/Fleet.ts";
import type { FleetCruise } from "../../fleet/FleetCruise.ts";
import { fleetOpenRecord, fleetVoucherRecord } from "../sqlite/fleetRecords.ts";
import { deviceTerms, TABLES } from "../sqlite/seedFleet.ts";
import type { Queryable } from "./pgPool.ts";
import { sessionValues, UPSERT_SESSION } from "./pgSessionSql.ts";
import { INSERT_VOUCHER, voucherValues } from "./pgVoucherSql.ts";

// servers starting at once seed one after the other, never interleaved
const SEED_LOCK = 0x6a6e_7761_7902;
const mbitToBytesPerSecond = (mbit: number) => Math.round((mbit * 1_000_000) / 8);

async function seedStore(db: Queryable, zone: FleetZone): Promise<void> {
  const store = zone.store;
  if (!store) return;
  await db.query(
    "INSERT INTO stores (zone_id, currency, currency_decimals, max_checkout_items, open) VALUES ($1, $2, $3, $4, $5)",
    [
      zone.zoneId,
      store.currency,
      store.currencyDecimals,
      store.maxCheckoutItems ?? 1,
      store.open === false ? 0 : 1,
    ],
  );
  for (const [position, i] of store.items.entries())
    await db.query(
      `INSERT INTO store_items (zone_id, item_id, position, name, description, gross_amount, max_devices,
       duration_ms, byte_limit, rx_max_bps, tx_max_bps) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        zone.zoneId,
        i.id,
        position,
        i.name,
        i.description,
        i.grossAmount,
        i.maxDevices,
        i.durationMinutes === null ? null : i.durationMinutes * MINUTE,
        i.byteLimit,
        i.rxMaxBytesPerSecond ?? null,
        i.txMaxBytesPerSecond ?? null,
      ],
    );
}

async function seedCruise(db: Queryable, zoneId: string, cruise: FleetCruise | undefined): Promise<void> {
  if (!cruise) return;
  for (const [position, p] of cruise.packages.entries())
    await db.query(
      `INSERT INTO cruise_packages (zone_id, package_id, position, title, description_json, amount, currency,
       duration, duration_unit, max_devices, speed_bps) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        zoneId,
        p.id,
        position,
        p.title,
        JSON.stringify(p.description),
        p.amount,
        p.currency,
        p.duration,
        p.durationUnit,
        p.maxDevices ?? 1,
        p.speedMbit === undefined ? null : mbitToBytesPerSecond(p.speedMbit),
      ],
    );
  const ms = (seconds: number | undefined) => (seconds === undefined ? null : seconds * 1000);
  for (const b of cruise.bookings) {
    const { rows } = await db.query<{ booking_id: number }>(
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
    const prepaid = b.prepaid ?? [];
    const chargeable = b.chargeable ?? cruise.packages.map((p) => p.id).filter((id) => !prepaid.includes(id));
    const entitle = (id: string, flag: number) =>
      db.query(
        "INSERT INTO cruise_entitlements (booking_id, zone_id, package_id, prepaid) VALUES ($1, $2, $3, $4)",
        [rows[0]?.booking_id, zoneId, id, flag],
      );
    for (const id of prepaid) await entitle(id, 1);
    for (const id of chargeable) await entitle(id, 0);
  }
}

async function seedZone(db: Queryable, zone: FleetZone, now: number): Promise<void> {
  const { zoneId } = zone;
  await db.query("INSERT INTO zones (zone_id, zone_prefix, tier, settings_json) VALUES ($1, $2, $3, $4)", [
    zoneId,
    zone.zonePrefix,
    zone.tier,
    JSON.stringify(zone.settings ?? {}),
  ]);
  await seedStore(db, zone);
  const devices = zone.devices ?? [];
  const opens = (zone.opens ?? []).map((o) => fleetOpenRecord(zoneId, o));
  const vouchers = (zone.vouchers ?? []).map((v) => fleetVoucherRecord(zoneId, v, devices, now));
  for (const o of opens)
    await db.query(
      `INSERT INTO opens (zone_id, open_id, keyword, duration_ms, rx_max_bps, tx_max_bps)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [zoneId, o.id, o.keyword, o.durationMs, o.rxMaxBps, o.txMaxBps],
    );
  for (const v of vouchers) await db.query(INSERT_VOUCHER, voucherValues(v));
  for (const d of devices) {
    const start = now - d.startedMinutesAgo * MINUTE;
    const voucher = vouchers.find((v) => v.code === d.voucher);
    const open = opens.find((o) => o.id === d.openId);
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
}

/** Inside the caller's transaction: wipes every table but schema_migrations and writes the fleet. */
export async function pgSeedFleet(db: Queryable, fleet: Fleet, now: number): Promise<void> {
  await db.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK]);
  // the store's and cruise's tables hang off zones with ON DELETE CASCADE
  for (const table of TABLES) await db.query(`DELETE FROM ${table}`);
  for (const zone of fleet.zones) await seedZone(db, zone, now);
  for (const zone of fleet.zones) await seedCruise(db, zone.zoneId, zone.cruise);
}
