import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readDb } from "../server/helpers/store.ts";
import { shopDay } from "../server/helpers/shopDay.ts";
import { DEVICE_CONNECTED, type TestApp } from "../server/helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

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
    // the voucher keeps what it is: bought, activated
    expect(readDb(t, "SELECT activated_at IS NOT NULL AS used FROM vouchers WHERE code = ?", code)).toEqual([
      { used: 1 },
    ]);

    const demo = run(["--mac", DEVICE_CONNECTED], t.dataDir);
    expect(demo.stdout).toContain("  removed         1  sessions\n");
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
