import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { deskSearch } from "../../server/console/deskSearch.ts";
import { openSqliteStorage } from "../../server/storage/sqlite/openSqliteStorage.ts";
import type { Storage } from "../../server/storage/Storage.ts";
import {
  benchCode,
  benchEmail,
  benchMac,
  benchOrder,
  benchSurname,
  benchZone,
  DESK_BENCH_VISIBLE,
  seedDeskSearch,
} from "../../tools/bench/seedDeskSearch.ts";

// the desk search bench's data (tools/bench/deskSearchBench.ts): what it seeds is what each kind of
// query finds, in the account's zones only, so its figures measure hits and not misses
describe("the desk search bench's seed", () => {
  let store: Storage | undefined;
  let dir = "";
  afterEach(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("seeds devices every kind of desk query finds, in the zones the account sees only", async () => {
    dir = mkdtempSync(join(tmpdir(), "desk-seed-"));
    store = openSqliteStorage(dir);
    await store.migrate();
    await seedDeskSearch(store, 40);
    const count = async (table: "sessions" | "vouchers" | "orders" | "cruise_bookings") =>
      Number(
        (
          await store?.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirst()
        )?.n,
      );
    expect([
      await count("sessions"),
      await count("vouchers"),
      await count("orders"),
      await count("cruise_bookings"),
    ]).toEqual([40, 40, 20, 4]);
    const find = (text: string) => deskSearch((store as Storage).db, DESK_BENCH_VISIBLE, text);
    // device 20: an ordered voucher in a zone the account sees; 21: one charged to a cruise booking
    expect(DESK_BENCH_VISIBLE).toContain(benchZone(20));
    const mac = benchMac(20);
    for (const spelling of [
      mac,
      mac.replaceAll(":", "-").toUpperCase(),
      mac.replaceAll(":", "").replace(/(.{4})(?=.)/g, "$1."),
    ])
      expect(await find(spelling), spelling).toEqual([
        { zoneId: benchZone(20), mac, code: benchCode(20), via: "mac" },
      ]);
    expect((await find(benchCode(20).toLowerCase())).map((h) => [h.mac, h.via])).toEqual([[mac, "code"]]);
    expect((await find(benchEmail(20).toLowerCase())).map((h) => [h.mac, h.via])).toEqual([[mac, "email"]]);
    expect((await find(benchOrder(20))).map((h) => [h.mac, h.via])).toEqual([[mac, "order"]]);
    expect((await find(benchSurname(21).toUpperCase())).map((h) => [h.mac, h.via])).toEqual([
      [benchMac(21), "surname"],
    ]);
    // device 22 is in a zone the account does not see
    expect(DESK_BENCH_VISIBLE).not.toContain(benchZone(22));
    expect(await find(benchMac(22))).toEqual([]);
    expect(await find(benchOrder(22))).toEqual([]);
  });
});
