import { decideCruiseCharge } from "./decideCruiseCharge.ts";
import { packageDurationMs } from "./packageDurationMs.ts";
import type { Storage } from "../storage/Storage.ts";
import { issueVoucher } from "../vouchers/issueVoucher.ts";
import type { ChargeRequest } from "./ChargeRequest.ts";
import { bookingPackages, insertJob, matchOf, selectBookings, validatedBy } from "./cruiseRows.ts";
import { DAY } from "../domain/time.ts";

// how long a validation lets its browser charge without the e-mail address: a day of choosing
export const VALIDATION_HOLDS_MS = DAY;

/**
 * A package billed to the cabin: the rules (cruise/decideCruiseCharge.ts) decide on the
 * booking's rows, locked, so parallel retries of one charge on any server bill it once; a charge
 * issues a voucher for the package. It needs every fact the validation needed: the e-mail address
 * in the request, or the same browser's validation of the booking. Returns the relay id the
 * portal polls, which answers the browser that asked only. The terms were accepted (chargeCruise.ts).
 */
export function startCharge(
  store: Storage,
  zoneId: string,
  request: ChargeRequest,
  now: number,
  defaultDelayMs: number,
): Promise<string> {
  return store.transaction(async (tx) => {
    const { q } = tx;
    const booking = matchOf(await tx.forUpdate(selectBookings(q, zoneId, request)).execute(), request);
    const pkg = booking
      ? await bookingPackages(q, booking.booking_id)
          .where("e.package_id", "=", request.packageId)
          .executeTakeFirst()
      : undefined;
    const previous = booking
      ? await q
          .selectFrom("cruise_charges")
          .select(["charge_id as chargeId", "charged_at as chargedAt"])
          .where("booking_id", "=", booking.booking_id)
          .where("package_id", "=", request.packageId)
          .orderBy("charged_at", "desc")
          .orderBy("charge_id", "desc")
          .executeTakeFirst()
      : undefined;
    const proven =
      booking !== undefined &&
      (request.email !== undefined ||
        (await validatedBy(q, booking.booking_id, request.browser, now - VALIDATION_HOLDS_MS)));
    const decision = decideCruiseCharge({
      bookingFound: booking !== undefined,
      proven,
      entitlement: pkg && { prepaid: pkg.prepaid === 1, amount: pkg.amount },
      requestedPrepaid: request.prepaid,
      previous,
      now,
    });
    const delayMs = booking?.charge_delay_ms ?? defaultDelayMs;
    const { browser } = request;
    const job = {
      zoneId,
      kind: "charge" as const,
      bookingId: booking?.booking_id ?? null,
      now,
      delayMs,
      browser,
    };
    if (decision.kind === "refused")
      return insertJob(q, { ...job, chargeId: null, message: decision.message });
    if (decision.kind === "repeat") {
      // this browser's first job for the charge (another browser gets a relay id of its own)
      const earlier = await q
        .selectFrom("cruise_jobs")
        .select("relay_id")
        .where("charge_id", "=", decision.chargeId)
        .where("browser", "=", browser)
        .orderBy("created_at")
        .orderBy(tx.q.dynamic.ref(store.rowOrder("cruise_jobs")))
        .executeTakeFirst();
      return earlier?.relay_id ?? insertJob(q, { ...job, chargeId: decision.chargeId, message: null });
    }
    // both exist here: decideCruiseCharge charges only a booking's own package
    const b = booking as NonNullable<typeof booking>;
    const p = pkg as NonNullable<typeof pkg>;
    const code = await issueVoucher(
      q,
      {
        ...{ zoneId, maxDevices: p.max_devices, durationMs: packageDurationMs(p.duration, p.duration_unit) },
        ...{ byteLimit: null, rxMaxBps: p.speed_bps, txMaxBps: p.speed_bps, validUntil: null },
      },
      { createdAt: now },
    );
    const charge = await q
      .insertInto("cruise_charges")
      .values({
        ...{
          booking_id: b.booking_id,
          zone_id: zoneId,
          package_id: p.package_id,
          prepaid: decision.prepaid ? 1 : 0,
        },
        ...{ amount: decision.amount, currency: p.currency, voucher_code: code, charged_at: now },
      })
      .returning("charge_id")
      .executeTakeFirstOrThrow();
    return insertJob(q, { ...job, chargeId: charge.charge_id, message: null });
  });
}
