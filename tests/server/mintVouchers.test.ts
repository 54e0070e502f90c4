import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/openDatabase.ts";
import { VOUCHER_ALPHABET } from "../../server/domain/voucherCode.ts";
import { mintVouchers } from "../../server/storage/sqlite/mintVouchers.ts";
import { SqliteStorage } from "../../server/storage/SqliteStorage.ts";
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
    const storage = new SqliteStorage(openDatabase(t.dataDir));
    const codes = await storage.mintVouchers({ ...BATCH, count: 500 });
    storage.close();
    expect(codes).toHaveLength(500);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(500);
    expect(codes.join("")).not.toMatch(/[01OIL]/);
    // every letter of the alphabet turns up: the draw covers it, not a subset
    expect(new Set(codes.join("")).size).toBe(VOUCHER_ALPHABET.length);
  });

  it("draws again when a code is held already, in this zone or another, and mints all or none", async () => {
    t = await startApp();
    const db = openDatabase(t.dataDir);
    // DEMO1234 is the demo zone's own voucher; the second draw collides with the first code of the batch
    const draws = ["DEMO1234", "AAAA2222", "AAAA2222", "BBBB3333"];
    expect(
      mintVouchers(db, { ...BATCH, zoneId: "md-stella-demo", count: 2 }, () => draws.shift() as string),
    ).toEqual(["AAAA2222", "BBBB3333"]);
    const same = () => "CCCC4444";
    mintVouchers(db, { ...BATCH, count: 1 }, same);
    expect(() => mintVouchers(db, { ...BATCH, count: 2 }, same)).toThrow(/no free voucher code/);
    const count = db.prepare("SELECT count(*) FROM vouchers WHERE code = 'CCCC4444'").pluck().get();
    expect(count).toBe(1);
    db.close();
  });

  it("mints vouchers that activate through the API of a running server, with their terms", async () => {
    t = await startApp();
    // a second connection, as the command line tool has beside the running server
    const storage = new SqliteStorage(openDatabase(t.dataDir));
    const [code] = await storage.mintVouchers({ ...BATCH, count: 1, maxDevices: 2, byteLimit: 5e8 });
    storage.close();
    const mac = "02:00:00:00:ab:01";
    expect((await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: code })).statusCode).toBe(200);
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac: "02:00:00:00:ab:02", voucher: code })).statusCode,
    ).toBe(200);
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac: "02:00:00:00:ab:03", voucher: code })).statusCode,
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
