import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { attemptedCode, attemptKey } from "../../server/vouchers/attemptedCode.ts";
import { readDb } from "./helpers/shop.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";
import { readVoucherCode, type VoucherCode } from "../../schemas/voucherCode.ts";

// a code as the door reads it (schemas/voucherCode.ts)
const read = (typed: string) => readVoucherCode(typed) as VoucherCode;

const SECRET = "a-cluster-secret-of-32-characters!";
// what the log kept before: two characters and an unkeyed digest anyone can recompute for every code
const unkeyed = (code: string) =>
  `${code.slice(0, 2)}…${createHash("sha256").update(`gangway-attempt\n${code}`).digest("hex").slice(0, 16)}`;

describe("attempted voucher codes are logged with a keyed digest", () => {
  it("needs the server secret to recompute: another secret, another digest", () => {
    const key = attemptKey(Buffer.from(SECRET));
    // the code as read at the door: typed in lower case and with a space, the same digest
    expect(attemptedCode(key, read("demo 1234"))).toBe(attemptedCode(key, read("DEMO1234")));
    expect(attemptedCode(key, read("DEMO1234"))).toMatch(/^DE…[0-9a-f]{16}$/);
    expect(attemptedCode(key, read("DEMO1234"))).not.toBe(unkeyed("DEMO1234"));
    expect(attemptedCode(attemptKey(Buffer.from(`${SECRET}x`)), read("DEMO1234"))).not.toBe(
      attemptedCode(key, read("DEMO1234")),
    );
  });

  describe("on SQLite", () => {
    const apps: TestApp[] = [];
    afterEach(async () => {
      for (const t of apps.splice(0)) await t.close();
    });
    const logged = async (serverSecret?: string) => {
      const t = await startApp(serverSecret ? { devices: { serverSecret } } : {});
      apps.push(t);
      await t.api("POST", "/api/v1/voucher/auth", {
        mac: "0d:00:00:00:00:01",
        voucher: "GUESS01",
        termsAccepted: true,
      });
      return readDb<{ code: string }>(t, "SELECT code FROM voucher_attempts")[0]?.code;
    };

    it("servers sharing SERVER_SECRET log a code alike; an install with its own secret does not", async () => {
      const [a, b, own] = [await logged(SECRET), await logged(SECRET), await logged()];
      expect(a).toBe(attemptedCode(attemptKey(Buffer.from(SECRET)), read("GUESS01")));
      expect(b).toBe(a);
      expect(own).toMatch(/^GU…[0-9a-f]{16}$/);
      expect(own).not.toBe(a);
      expect(a).not.toBe(unkeyed("GUESS01"));
    });
  });
});
