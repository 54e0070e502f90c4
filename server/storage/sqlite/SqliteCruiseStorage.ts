import { randomUUID } from "node:crypto";
import type { Database } from "better-sqlite3";
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
import {
  type BookingRow,
  type ChargeRow,
  type CruiseStatements,
  type JobRow,
  type PackageRow,
  prepareCruiseStatements,
} from "./cruiseStatements.ts";

type PreviousCharge = { chargeId: number; chargedAt: number } | undefined;

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

// shares the connection with SqliteStorage: charges issue vouchers into its vouchers table
export class SqliteCruiseStorage implements CruiseStorage {
  readonly #db: Database;
  readonly #q: CruiseStatements;

  constructor(db: Database) {
    this.#db = db;
    this.#q = prepareCruiseStatements(db);
  }

  #find(zoneId: string, who: BookingIdentity): BookingRow | undefined {
    const candidates = this.#q.bookingsByDob.all(zoneId, who.dateOfBirth.trim()) as BookingRow[];
    return candidates.find((b) =>
      matchesBooking(
        { surname: b.surname, personalKey: b.personal_key, email: b.email, dateOfBirth: b.date_of_birth },
        who,
      ),
    );
  }

  #job(zoneId: string, relayId: string, kind: "validate" | "charge", now: number): JobPoll<JobRow> {
    const job = this.#q.job.get(relayId, zoneId, kind) as JobRow | undefined;
    if (!job) return { state: "unknown" };
    if (now < job.ready_at) return { state: "pending" };
    if (job.message !== null) return { state: "failed", message: job.message };
    return { state: "done", result: job };
  }

  #insertJob(job: {
    zoneId: string;
    kind: "validate" | "charge";
    bookingId: number | null;
    chargeId: number | null;
    message: string | null;
    now: number;
    delayMs: number;
  }): string {
    const relayId = randomUUID();
    this.#q.insertJob.run({ ...job, relayId, createdAt: job.now, readyAt: job.now + job.delayMs });
    return relayId;
  }

  async startValidation(
    zoneId: string,
    who: Required<BookingIdentity>,
    now: number,
    defaultDelayMs: number,
  ): Promise<string> {
    const booking = this.#find(zoneId, who);
    return this.#insertJob({
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
    const job = this.#job(zoneId, relayId, "validate", now);
    if (job.state !== "done") return job;
    const rows = this.#q.packagesOf.all(job.result.booking_id) as PackageRow[];
    return { state: "done", result: rows.map(toView) };
  }

  async packagesFor(zoneId: string, relayId: string, now: number): Promise<JobPoll<CruisePackageView[]>> {
    return this.pollValidation(zoneId, relayId, now);
  }

  async startCharge(zoneId: string, request: ChargeRequest, now: number, defaultDelayMs: number) {
    const q = this.#q;
    return this.#db
      .transaction((): string => {
        const booking = this.#find(zoneId, request);
        const pkg =
          booking && (q.packageOf.get(booking.booking_id, request.packageId) as PackageRow | undefined);
        const decision = decideCruiseCharge({
          bookingFound: booking !== undefined,
          entitlement: pkg && { prepaid: pkg.prepaid === 1, amount: pkg.amount },
          requestedPrepaid: request.prepaid,
          previous: booking && (q.lastCharge.get(booking.booking_id, request.packageId) as PreviousCharge),
          now,
        });
        const delayMs = booking?.charge_delay_ms ?? defaultDelayMs;
        const job = { zoneId, kind: "charge" as const, bookingId: booking?.booking_id ?? null, now, delayMs };
        if (decision.kind === "refused")
          return this.#insertJob({ ...job, chargeId: null, message: decision.message });
        if (decision.kind === "repeat") {
          const earlier = q.jobOfCharge.get(decision.chargeId) as { relay_id: string } | undefined;
          if (earlier) return earlier.relay_id;
          return this.#insertJob({ ...job, chargeId: decision.chargeId, message: null });
        }
        // both exist here: decideCruiseCharge charges only a booking's own package
        const b = booking as BookingRow;
        const p = pkg as PackageRow;
        const code = newVoucherCode((c) => q.voucherExists.get(zoneId, c) !== undefined);
        q.insertVoucher.run(
          zoneId,
          code,
          p.max_devices,
          packageDurationMs(p.duration, p.duration_unit),
          p.speed_bps,
          p.speed_bps,
        );
        const { lastInsertRowid } = q.insertCharge.run(
          b.booking_id,
          p.package_id,
          decision.prepaid ? 1 : 0,
          decision.amount,
          p.currency,
          code,
          now,
        );
        return this.#insertJob({ ...job, chargeId: Number(lastInsertRowid), message: null });
      })
      .immediate();
  }

  async pollCharge(zoneId: string, relayId: string, now: number): Promise<JobPoll<string>> {
    const job = this.#job(zoneId, relayId, "charge", now);
    if (job.state !== "done") return job;
    const charge = this.#q.charge.get(job.result.charge_id) as ChargeRow;
    return { state: "done", result: charge.voucher_code };
  }

  async folio(zoneId: string, cabin: string): Promise<FolioLine[]> {
    return (this.#q.folio.all(zoneId, cabin) as ChargeRow[]).map((c) => ({
      packageId: c.package_id,
      prepaid: c.prepaid === 1,
      amount: c.amount,
      currency: c.currency,
      voucherCode: c.voucher_code,
      chargedAt: c.charged_at,
    }));
  }
}
