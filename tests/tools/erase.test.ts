import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CARDS, CUSTOMER, checkout, pay, readDb, waitForVouchers } from "../server/helpers/shop.ts";
import { shopDay } from "../server/helpers/shopDay.ts";
import { DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "../server/helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";
import { mintCredential } from "../../server/access/credentials/mintCredential.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";

const NODE = resolve("node_modules/.bin/node");
const CLI = resolve("tools/erase/erase.ts");
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const run = (args: string[], dataDir = "/nonexistent") =>
  spawnSync(NODE, [CLI, ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });

describe("npm run erase", { timeout: scaled(120_000) }, () => {
  it("erases a buyer by e-mail and a device by mac, says what it removed, and keeps the figures", async () => {
    let code: string;
    ({ t, code } = await shopDay({}, "Mia.Erase@Example.org"));
    // the buyer's device activates the voucher they bought
    const mac = "0e:00:00:00:0e:01";
    expect(
      (
        await t.api(
          "POST",
          "/api/v1/voucher/auth",
          { mac, voucher: code, termsAccepted: true },
          "jw-swift-demo",
        )
      ).statusCode,
    ).toBe(200);

    const byEmail = run(["--email", "mia.erase@example.org"], t.dataDir);
    expect(byEmail.stderr).toBe("");
    expect(byEmail.status).toBe(0);
    expect(byEmail.stdout.split("\n")).toEqual([
      expect.stringMatching(/^erased the personal data of mia\.erase@example\.org from \/.*\/gangway\.db:$/),
      "  removed         1  order e-mails",
      "  anonymised      1  orders",
      "  left alone      0  cruise bookings (the property-management system's records)",
      `devices that used these orders' vouchers (npm run erase -- --mac <address> erases one): ${mac}`,
      "",
    ]);
    expect(
      readDb(t, "SELECT first_name, last_name, email, amount, status FROM orders WHERE status = 'completed'"),
    ).toEqual([{ first_name: null, last_name: null, email: null, amount: 450, status: "completed" }]);
    expect(readDb(t, "SELECT * FROM mail_outbox")).toEqual([]);

    const byMac = run(["--mac", "0E-00-00-00-0E-01"], t.dataDir);
    expect(byMac.status).toBe(0);
    expect(byMac.stdout).toMatch(/^erased the personal data of 0e:00:00:00:0e:01 from /);
    expect(byMac.stdout).toContain("  removed         1  sessions\n");
    expect(byMac.stdout).toContain("  removed         1  voucher attempts\n");
    expect(readDb(t, "SELECT * FROM sessions WHERE mac = ?", mac)).toEqual([]);
    // the voucher keeps what it is: bought, activated (its use is a row of its own, written on board)
    expect(
      readDb(
        t,
        `SELECT COALESCE(v.activated_at, u.activated_at) IS NOT NULL AS used FROM vouchers v
         LEFT JOIN voucher_use u ON u.zone_id = v.zone_id AND u.code = v.code WHERE v.code = ?`,
        code,
      ),
    ).toEqual([{ used: 1 }]);

    const demo = run(["--mac", DEVICE_CONNECTED], t.dataDir);
    expect(demo.stdout).toContain("  removed         1  sessions\n");
  });

  it("erases every row that names the device, in every table, and says what it erased", async () => {
    t = await startApp();
    const app = t;
    const mac = "0e:00:00:00:0e:07";
    const station = "0E-00-00-00-0E-07";
    // the device's day: a wrong code, a voucher (its browser bound to it), the gateway's word on
    // its address, accounting
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "ZZZZ9999", termsAccepted: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "DEMO1234", termsAccepted: true }))
        .statusCode,
    ).toBe(200);
    const gateway = {
      "User-Name": station,
      "Calling-Station-Id": station,
      "NAS-Identifier": ZONE,
      "Framed-IP-Address": "10.20.0.77",
    };
    expect(await app.app.gateway.core.access(gateway, "127.0.0.1")).toMatchObject({ accept: true });
    await app.app.gateway.core.accounting(
      { ...gateway, "Acct-Status-Type": "Start", "Acct-Session-Id": "e7" },
      "127.0.0.1",
    );
    // the one-time credential a grant handed it to a vendor's gateway with (issue 32)
    const store = openStorage(t.dataDir);
    await mintCredential(store, ZONE, mac, Date.now());
    await store.close();
    const tables = readDb<{ name: string }>(t, "SELECT name FROM sqlite_master WHERE type = 'table'").map(
      (r) => r.name,
    );
    // the mac as any table could hold it: colons, dashes, bare hex, any case
    const spellings = [mac, station, mac.replaceAll(":", "")].map((m) => m.toLowerCase());
    const naming = () =>
      tables.flatMap((table) =>
        readDb<Record<string, unknown>>(app, `SELECT * FROM "${table}"`)
          .filter((row) => spellings.some((m) => JSON.stringify(row).toLowerCase().includes(m)))
          .map(() => table),
      );
    expect(new Set(naming())).toEqual(
      new Set([
        "sessions",
        "voucher_attempts",
        "rate_limit_hits",
        "device_addresses",
        "device_bindings",
        "accounting_sessions",
        "handoff_credentials",
        "radius_verdicts",
      ]),
    );

    const erased = run(["--mac", mac], t.dataDir);
    expect(erased.stderr).toBe("");
    expect(erased.stdout).toContain("  removed         1  device addresses\n");
    expect(erased.stdout).toContain("  removed         1  browser bindings\n");
    expect(erased.stdout).toContain("  removed         1  handoff credentials\n");
    expect(erased.stdout).toMatch(/ {2}removed +[1-9]\d* {2}RADIUS verdicts\n/);
    expect(erased.stdout).toContain(
      "  anonymised      1  gateway accounting sessions (bytes and times kept)\n",
    );
    expect(naming()).toEqual([]);
  });

  it("never hands an erased order's outbox id to the next order's mail", async () => {
    ({ t } = await shopDay({}, "first.buyer@example.org"));
    const ids = () =>
      readDb<{ id: number }>(t as TestApp, "SELECT id FROM mail_outbox ORDER BY id").map((r) => r.id);
    const [first] = ids();
    expect(first).toBeDefined();
    // the newest mail goes: SQLite's rowid would give its id to the next row
    expect(run(["--email", "first.buyer@example.org"], t.dataDir).status).toBe(0);
    expect(ids()).toEqual([]);
    const res = await checkout(t, {
      ...CUSTOMER,
      email: "second.buyer@example.org",
      items: [{ id: 11, amount: 1 }],
    });
    expect((await pay(t, res.json().paymentId, CARDS.success)).statusCode).toBe(200);
    await waitForVouchers(t, res.json().publicId);
    const [second] = ids();
    expect(second).toBeGreaterThan(first as number);
  });

  it("says in one line what is wrong", () => {
    expect(run([]).stderr).toMatch(/^erase: give --email or --mac, one of them/);
    expect(run(["--email", "a@b.example", "--mac", "02:00:00:00:00:01"]).status).toBe(2);
    expect(run(["--email", "not-an-address"]).stderr).toMatch(/^erase: --email must be an e-mail address/);
    expect(run(["--mac", "02:00"]).stderr).toMatch(
      /^erase: --mac must be a device address like aa:bb:cc:dd:ee:ff/,
    );
    const missing = run(["--email", "a@b.example"]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^erase: no database at \/nonexistent\/gangway\.db/);
  });
});
