import type { FleetCruiseBooking } from "../zones/FleetCruisePackage.ts";
import type { Db } from "../storage/Storage.ts";

const ms = (seconds: number | undefined) => (seconds === undefined ? null : seconds * 1000);

// demo bookings of a zone's property-management system, each added once (surname, key and date of
// birth name it); a booking may buy every package it has not prepaid unless it lists what it may buy
export async function seedBookings(q: Db, zoneId: string, bookings: FleetCruiseBooking[]): Promise<void> {
  const rows = await q
    .selectFrom("cruise_packages")
    .select("package_id")
    .where("zone_id", "=", zoneId)
    .orderBy("position")
    .execute();
  const packages = rows.map((r) => r.package_id);
  for (const b of bookings) {
    const exists = await q
      .selectFrom("cruise_bookings")
      .select("booking_id")
      .where("zone_id", "=", zoneId)
      .where("surname", "=", b.surname)
      .where("personal_key", "=", b.personalKey)
      .where("date_of_birth", "=", b.dateOfBirth)
      .executeTakeFirst();
    if (exists) continue;
    const { booking_id } = await q
      .insertInto("cruise_bookings")
      .values({
        ...{ zone_id: zoneId, surname: b.surname, personal_key: b.personalKey, email: b.email },
        ...{ date_of_birth: b.dateOfBirth, cabin: b.cabin },
        validate_delay_ms: ms(b.validateDelaySeconds),
        charge_delay_ms: ms(b.chargeDelaySeconds),
      })
      .returning("booking_id")
      .executeTakeFirstOrThrow();
    const prepaid = (b.prepaid ?? []).filter((id) => packages.includes(id));
    const chargeable = (b.chargeable ?? packages.filter((id) => !prepaid.includes(id))).filter((id) =>
      packages.includes(id),
    );
    const entitle = (package_id: string, flag: number) =>
      q
        .insertInto("cruise_entitlements")
        .values({ booking_id, zone_id: zoneId, package_id, prepaid: flag })
        .execute();
    for (const id of prepaid) await entitle(id, 1);
    for (const id of chargeable) await entitle(id, 0);
  }
}
