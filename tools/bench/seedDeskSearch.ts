import type { Storage } from "../../server/operations.ts";

// the zones seeded: the desk account sees the first two (its vessel), the search filters the rest out
export const DESK_BENCH_ZONES = ["bench-desk-0", "bench-desk-1", "bench-desk-2", "bench-desk-3"];
export const DESK_BENCH_VISIBLE = DESK_BENCH_ZONES.slice(0, 2);

// the n-th seeded thing, as the desk would type it
export const benchCode = (i: number) => `BV${i.toString(36).toUpperCase().padStart(8, "0")}`;
export const benchMac = (i: number) =>
  ["0a", ...[24, 16, 8, 0].map((shift) => ((i >>> shift) & 0xff).toString(16).padStart(2, "0")), "01"].join(
    ":",
  );
export const benchZone = (i: number) => DESK_BENCH_ZONES[i % DESK_BENCH_ZONES.length] as string;
export const benchOrder = (i: number) => `ord_bench_${i}`;
export const benchEmail = (i: number) => `Guest.${i}@Example.com`;
export const benchSurname = (i: number) => `Passenger${i.toString(36)}`;

// every other voucher came from a card order, every tenth from a cruise booking's charge
export const isOrdered = (i: number) => i % 2 === 0;
export const isCharged = (i: number) => i % 10 === 1;

// rows per INSERT: well under SQLite's bound on a statement's variables
const CHUNK = 500;

async function insertChunks<T>(
  n: number,
  row: (i: number) => T | undefined,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < n; start += CHUNK) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(n, start + CHUNK); i++) {
      const r = row(i);
      if (r) rows.push(r);
    }
    if (rows.length) await insert(rows);
  }
}

/**
 * The desk search's data at a ship's scale: n vouchers, each on one device (n sessions), half of
 * them from card orders (with an e-mail), a tenth from cruise bookings (with a surname), over four
 * zones. Through the storage port, so the same rows go into SQLite and PostgreSQL.
 */
export async function seedDeskSearch(store: Storage, n: number, now = Date.now()): Promise<void> {
  await store.transaction(async ({ q }) => {
    await q
      .insertInto("zones")
      .values(
        DESK_BENCH_ZONES.map((zone_id) => ({
          zone_id,
          zone_prefix: zone_id,
          tier: "premium",
          settings_json: "{}",
        })),
      )
      .execute();
    await insertChunks(
      n,
      (i) => ({
        zone_id: benchZone(i),
        code: benchCode(i),
        max_devices: 2,
        duration_ms: 86_400_000,
        activated_at: now,
        bytes_used: 0,
      }),
      (rows) => q.insertInto("vouchers").values(rows).execute(),
    );
    await insertChunks(
      n,
      (i) => ({
        ...{
          zone_id: benchZone(i),
          mac: benchMac(i),
          backend_authed: 1,
          ac_authed: 1,
          voucher_code: benchCode(i),
        },
        ...{ authed_at: now, started_at: now, end_at: now + 86_400_000, bytes_used: 0 },
      }),
      (rows) => q.insertInto("sessions").values(rows).execute(),
    );
    await insertChunks(
      n,
      (i) =>
        isOrdered(i)
          ? {
              ...{
                public_id: benchOrder(i),
                zone_id: benchZone(i),
                request_hash: "bench",
                status: "completed",
              },
              ...{ email: benchEmail(i), currency: "EUR", amount: 900, created_at: now, completed_at: now },
            }
          : undefined,
      (rows) => q.insertInto("orders").values(rows).execute(),
    );
    await insertChunks(
      n,
      (i) =>
        isOrdered(i)
          ? {
              ...{ public_id: benchOrder(i), position: 0, zone_id: benchZone(i), code: benchCode(i) },
              ...{ name: "Day pass", description: "24 hours" },
            }
          : undefined,
      (rows) => q.insertInto("order_vouchers").values(rows).execute(),
    );
    await insertChunks(
      n,
      (i) =>
        isCharged(i)
          ? {
              ...{ zone_id: benchZone(i), surname: benchSurname(i), personal_key: `K${i}` },
              ...{ email: benchEmail(i), date_of_birth: "1970-01-01", cabin: String(i % 2000) },
            }
          : undefined,
      (rows) => q.insertInto("cruise_bookings").values(rows).execute(),
    );
    // the bookings' ids are the database's own (an identity column on PostgreSQL)
    const bookings = await q.selectFrom("cruise_bookings").select(["booking_id", "personal_key"]).execute();
    const bookingOf = new Map(bookings.map((b) => [b.personal_key, b.booking_id]));
    await insertChunks(
      n,
      (i) =>
        isCharged(i)
          ? {
              ...{
                booking_id: bookingOf.get(`K${i}`) as number,
                package_id: "day",
                prepaid: 0,
                amount: 900,
                currency: "EUR",
              },
              ...{ voucher_code: benchCode(i), charged_at: now },
            }
          : undefined,
      (rows) => q.insertInto("cruise_charges").values(rows).execute(),
    );
  });
}
