import { afterEach, describe, expect, it } from "vitest";
import { VOUCHER_ALPHABET } from "../../server/vouchers/newVoucherCode.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { mintVouchers } from "../../server/vouchers/mintVouchers.ts";
import { startApp, type TestApp, ZONE } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

const BATCH = { zoneId: ZONE, durationMs: 86_400_000, maxDevices: 1, byteLimit: 1e9, validUntil: null };
const CODE = new RegExp(`^[${VOUCHER_ALPHABET}]{8}$`);

// a server start lints and reconciles the whole fleet: slow when the machine is busy, not wrong
describe("minting a batch of vouchers (npm run vouchers)", { timeout: scaled(90_000) }, () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("draws 8-character codes from the alphabet without look-alikes, all different", async () => {
    t = await startApp();
    const store = openStorage(t.dataDir);
    const { codes } = await mintVouchers(store, { ...BATCH, count: 500 });
    await store.close();
    expect(codes).toHaveLength(500);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(500);
    expect(codes.join("")).not.toMatch(/[01OIL]/);
    // every letter of the alphabet turns up: the draw covers it, not a subset
    expect(new Set(codes.join("")).size).toBe(VOUCHER_ALPHABET.length);
  });

  it("draws again when a code is held already, in this zone or another, and mints all or none", async () => {
    t = await startApp();
    const store = openStorage(t.dataDir);
    // DEMO1234 is the demo zone's own voucher; the second draw collides with the first code of the batch
    const draws = ["DEMO1234", "AAAA2222", "AAAA2222", "BBBB3333"];
    const minted = await mintVouchers(
      store,
      { ...BATCH, zoneId: "md-stella-demo", count: 2 },
      () => draws.shift() as string,
    );
    expect(minted.codes).toEqual(["AAAA2222", "BBBB3333"]);
    const same = () => "CCCC4444";
    await mintVouchers(store, { ...BATCH, count: 1 }, same);
    await expect(mintVouchers(store, { ...BATCH, count: 2 }, same)).rejects.toThrow(/no free voucher code/);
    const held = await store.db
      .selectFrom("vouchers")
      .select("zone_id")
      .where("code", "=", "CCCC4444")
      .execute();
    expect(held).toHaveLength(1);
    await store.close();
  });

  it("names a batch by the minute it was minted in its zone's time zone, a second one within it -2", async () => {
    t = await startApp();
    const store = openStorage(t.dataDir);
    const createdAt = Date.parse("2026-06-01T22:30:15Z");
    const ids = [];
    for (const zoneId of [ZONE, ZONE, "nl-polaris"])
      ids.push((await mintVouchers(store, { ...BATCH, zoneId, count: 1, createdAt })).batchId);
    // the demo zone keeps UTC; Nordlinjen's manifests say Europe/Stockholm (UTC+2 in June)
    expect(ids).toEqual(["20260601-2230", "20260601-2230-2", "20260602-0030"]);
    const batch = await store.db
      .selectFrom("voucher_batches")
      .selectAll()
      .where("batch_id", "=", ids[1] as string)
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({
      zone_id: ZONE,
      created_at: createdAt,
      voucher_count: 1,
      duration_ms: 86_400_000,
    });
    const voucher = await store.db
      .selectFrom("vouchers")
      .selectAll()
      .where("batch_id", "=", ids[1] as string)
      .executeTakeFirstOrThrow();
    expect(voucher).toMatchObject({ batch_serial: 1, created_at: createdAt, revoked_at: null });
    await store.close();
  });

  it("mints vouchers that activate through the API of a running server, with their terms", async () => {
    t = await startApp();
    // a second connection, as the command line tool has beside the running server
    const store = openStorage(t.dataDir);
    const [code] = (await mintVouchers(store, { ...BATCH, count: 1, maxDevices: 2, byteLimit: 5e8 })).codes;
    await store.close();
    const mac = "02:00:00:00:ab:01";
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: code, termsAccepted: true })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.api("POST", "/api/v1/voucher/auth", {
          mac: "02:00:00:00:ab:02",
          voucher: code,
          termsAccepted: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.api("POST", "/api/v1/voucher/auth", {
          mac: "02:00:00:00:ab:03",
          voucher: code,
          termsAccepted: true,
        })
      ).statusCode,
    ).toBe(300);
    t.bind(mac);
    const session = (await t.api("GET", `/api/v1/session/${mac}`)).json();
    expect(session).toMatchObject({
      isBackendAuthed: true,
      authVoucherCode: code,
      byteLimit: 5e8,
      maxSimultaneousClients: 2,
    });
    const hoursLeft = (Date.parse(session.endTime) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });
});
