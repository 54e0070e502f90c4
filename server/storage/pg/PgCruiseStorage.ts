import { randomUUID } from "node:crypto";
import { type BookingIdentity, matchesBooking } from "../../domain/cruise/bookingMatch.ts";
import { CRUISE_MESSAGES } from "../../domain/cruise/cruiseMessages.ts";
import { decideCruiseCharge } from "../../domain/cruise/decideCruiseCharge.ts";
import { newVoucherCode } from "../../domain/cruise/newVoucherCode.ts";
import { packageDurationMs } from "../../domain/cruise/packageDuration.ts";
import type {
  ChargeRequest,
  CruisePackageView,
  CruiseStorage,
  FolioLine,
  JobPoll,
} from "../CruiseStorage.ts";
import type { BookingRow, ChargeRow, JobRow, PackageRow } from "../sqlite/cruiseStatements.ts";
import type { Pool, Queryable } from "./pgPool.ts";
import { transaction } from "./pgTransaction.ts";

const PACKAGES = `SELECT p.*, e.prepaid FROM cruise_entitlements e
  JOIN cruise_packages p ON p.zone_id = e.zone_id AND p.package_id = e.package_id WHERE e.booking_id = $1`;

const toView = (p: PackageRow): CruisePackageView => ({
  id: p.package_id,
  title: p.title,
  description: JSON.parse(p.description_json) as string[],
  prepaid: p.prepaid === 1,
  amount: p.prepaid === 1 ? 0 : p.amount,
  currency: p.currency,
  duration: p.duration,
  durationUnit: p.duration_unit,
});

// a code nobody in the zone holds yet, checked one draw at a time (the zone may hold many)
async function freeCode(db: Queryable, zoneId: string): Promise<string> {
  for (;;) {
    const code = newVoucherCode(() => false);
    const { rowCount } = await db.query("SELECT 1 FROM vouchers WHERE zone_id = $1 AND code = $2", [
      zoneId,
      code,
    ]);
    if (!rowCount) return code;
  }
}

interface NewJob {
  zoneId: string;
  kind: "validate" | "charge";
  bookingId: number | null;
  chargeId: number | null;
  message: string | null;
  now: number;
  delayMs: number;
}

// the property-management simulator on PostgreSQL: a charge locks its booking's row, so parallel
// retries of one charge on any server bill the cabin once
export class PgCruiseStorage implements CruiseStorage {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async #find(
    db: Queryable,
    zoneId: string,
    who: BookingIdentity,
    lock = false,
  ): Promise<BookingRow | undefined> {
    const { rows } = await db.query<BookingRow>(
      `SELECT * FROM cruise_bookings WHERE zone_id = $1 AND date_of_birth = $2 ORDER BY booking_id${lock ? " FOR UPDATE" : ""}`,
      [zoneId, who.dateOfBirth.trim()],
    );
    return rows.find((b) =>
      matchesBooking(
        { surname: b.surname, personalKey: b.personal_key, email: b.email, dateOfBirth: b.date_of_birth },
        who,
      ),
    );
  }

  async #job(
    zoneId: string,
    relayId: string,
    kind: "validate" | "charge",
    now: number,
  ): Promise<JobPoll<JobRow>> {
    const { rows } = await this.#pool.query<JobRow>(
      "SELECT * FROM cruise_jobs WHERE relay_id = $1 AND zone_id = $2 AND kind = $3",
      [relayId, zoneId, kind],
    );
    const job = rows[0];
    if (!job) return { state: "unknown" };
    if (now < job.ready_at) return { state: "pending" };
    if (job.message !== null) return { state: "failed", message: job.message };
    return { state: "done", result: job };
  }

  async #insertJob(db: Queryable, job: NewJob): Promise<string> {
    const relayId = randomUUID();
    await db.query(
      `INSERT INTO cruise_jobs (relay_id, zone_id, kind, booking_id, charge_id, message, created_at, ready_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        relayId,
        job.zoneId,
        job.kind,
        job.bookingId,
        job.chargeId,
        job.message,
        job.now,
        job.now + job.delayMs,
      ],
    );
    return relayId;
  }

  async startValidation(zoneId: string, who: Required<BookingIdentity>, now: number, defaultDelayMs: number) {
    const booking = await this.#find(this.#pool, zoneId, who);
    return this.#insertJob(this.#pool, {
      zoneId,
      kind: "validate",
      bookingId: booking?.booking_id ?? null,
      chargeId: null,
      message: booking ? null : CRUISE_MESSAGES.noBooking,
      now,
      delayMs: booking?.validate_delay_ms ?? defaultDelayMs,
    });
  }

  async pollValidation(zoneId: string, relayId: string, now: number): Promise<JobPoll<CruisePackageView[]>> {
    const job = await this.#job(zoneId, relayId, "validate", now);
    if (job.state !== "done") return job;
    const { rows } = await this.#pool.query<PackageRow>(`${PACKAGES} ORDER BY e.prepaid DESC, p.position`, [
      job.result.booking_id,
    ]);
    return { state: "done", result: rows.map(toView) };
  }

  packagesFor(zoneId: string, relayId: string, now: number): Promise<JobPoll<CruisePackageView[]>> {
    return this.pollValidation(zoneId, relayId, now);
  }

  startCharge(zoneId: string, request: ChargeRequest, now: number, defaultDelayMs: number): Promise<string> {
    return transaction(this.#pool, async (db) => {
      const booking = await this.#find(db, zoneId, request, true);
      const pkg = booking
        ? (
            await db.query<PackageRow>(`${PACKAGES} AND e.package_id = $2`, [
              booking.booking_id,
              request.packageId,
            ])
          ).rows[0]
        : undefined;
      const last = booking
        ? await db.query<{ chargeId: number; chargedAt: number }>(
            `SELECT charge_id AS "chargeId", charged_at AS "chargedAt" FROM cruise_charges
             WHERE booking_id = $1 AND package_id = $2 ORDER BY charged_at DESC, charge_id DESC LIMIT 1`,
            [booking.booking_id, request.packageId],
          )
        : undefined;
      const decision = decideCruiseCharge({
        bookingFound: booking !== undefined,
        entitlement: pkg && { prepaid: pkg.prepaid === 1, amount: pkg.amount },
        requestedPrepaid: request.prepaid,
        previous: last?.rows[0],
        now,
      });
      const delayMs = booking?.charge_delay_ms ?? defaultDelayMs;
      const job = { zoneId, kind: "charge" as const, bookingId: booking?.booking_id ?? null, now, delayMs };
      if (decision.kind === "refused")
        return this.#insertJob(db, { ...job, chargeId: null, message: decision.message });
      if (decision.kind === "repeat") {
        const earlier = await db.query<{ relay_id: string }>(
          "SELECT relay_id FROM cruise_jobs WHERE charge_id = $1 ORDER BY created_at, seq LIMIT 1",
          [decision.chargeId],
        );
        if (earlier.rows[0]) return earlier.rows[0].relay_id;
        return this.#insertJob(db, { ...job, chargeId: decision.chargeId, message: null });
      }
      // both exist here: decideCruiseCharge charges only a booking's own package
      const b = booking as BookingRow;
      const p = pkg as PackageRow;
      const code = await freeCode(db, zoneId);
      await db.query(
        `INSERT INTO vouchers (zone_id, code, max_devices, duration_ms, byte_limit, rx_max_bps, tx_max_bps,
         valid_until, activated_at, bytes_used) VALUES ($1, $2, $3, $4, NULL, $5, $6, NULL, NULL, 0)`,
        [
          zoneId,
          code,
          p.max_devices,
          packageDurationMs(p.duration, p.duration_unit),
          p.speed_bps,
          p.speed_bps,
        ],
      );
      const charge = await db.query<{ charge_id: number }>(
        `INSERT INTO cruise_charges (booking_id, package_id, prepaid, amount, currency, voucher_code, charged_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING charge_id`,
        [b.booking_id, p.package_id, decision.prepaid ? 1 : 0, decision.amount, p.currency, code, now],
      );
      return this.#insertJob(db, { ...job, chargeId: charge.rows[0]?.charge_id ?? null, message: null });
    });
  }

  async pollCharge(zoneId: string, relayId: string, now: number): Promise<JobPoll<string>> {
    const job = await this.#job(zoneId, relayId, "charge", now);
    if (job.state !== "done") return job;
    const { rows } = await this.#pool.query<ChargeRow>("SELECT * FROM cruise_charges WHERE charge_id = $1", [
      job.result.charge_id,
    ]);
    return { state: "done", result: (rows[0] as ChargeRow).voucher_code };
  }

  async folio(zoneId: string, cabin: string): Promise<FolioLine[]> {
    const { rows } = await this.#pool.query<ChargeRow>(
      `SELECT c.* FROM cruise_charges c JOIN cruise_bookings b ON b.booking_id = c.booking_id
       WHERE b.zone_id = $1 AND b.cabin = $2 ORDER BY c.charged_at, c.charge_id`,
      [zoneId, cabin],
    );
    return rows.map((c) => ({
      packageId: c.package_id,
      prepaid: c.prepaid === 1,
      amount: c.amount,
      currency: c.currency,
      voucherCode: c.voucher_code,
      chargedAt: c.charged_at,
    }));
  }
}
