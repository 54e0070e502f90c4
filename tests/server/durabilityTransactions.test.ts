import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./helpers/testApp.ts";

// every state change is one transaction: a failure half-way leaves nothing behind
describe("state changes are atomic", () => {
  let t: TestApp;
  afterEach(() => t.close());

  const sessionOf = (mac: string) => t.api("GET", `/api/v1/session/${mac}`);
  const breakTable = (sql: string) => {
    const other = new Database(join(t.dataDir, "gangway.db"));
    other.exec(sql);
    other.close();
  };

  it("a voucher activation and its attempt log commit together", async () => {
    t = await startApp();
    const mac = "0f:00:00:00:00:01";
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "TEST0001", termsAccepted: true }))
        .statusCode,
    ).toBe(200);
    const db = new Database(join(t.dataDir, "gangway.db"), { readonly: true });
    expect(db.prepare("SELECT outcome FROM voucher_attempts WHERE mac = ?").all(mac)).toEqual([
      { outcome: "activate" },
    ]);
    db.close();
    // the attempt log cannot be written: the activation must not stay without it
    breakTable("DROP TABLE voucher_attempts");
    const other = "0f:00:00:00:00:02";
    const res = await t.api("POST", "/api/v1/voucher/auth", {
      mac: other,
      voucher: "TEST0002",
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(500);
    expect((await sessionOf(other)).statusCode).toBe(404);
  });

  it("an open activation writes its grant and its session together", async () => {
    t = await startApp();
    const mac = "0f:00:00:00:00:03";
    breakTable("DROP TABLE open_grants");
    expect((await t.api("POST", `/api/v1/open/1/auth/${mac}`, { termsAccepted: true })).statusCode).toBe(500);
    expect((await sessionOf(mac)).statusCode).toBe(404);
  });

  it("a logout of the oldest device and the new device's session commit together", async () => {
    t = await startApp();
    const first = "0f:00:00:00:00:04";
    const second = "0f:00:00:00:00:05";
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac: first, voucher: "TEST0003", termsAccepted: true }))
        .statusCode,
    ).toBe(200);
    // the new session's row cannot be written once the old one is logged out
    breakTable(`CREATE TRIGGER refuse BEFORE INSERT ON sessions WHEN NEW.mac = '${second}'
      BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    const res = await t.api("POST", "/api/v1/voucher/auth", {
      mac: second,
      voucher: "TEST0003",
      logoutOldest: true,
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(500);
    expect((await sessionOf(first)).json()).toMatchObject({
      isBackendAuthed: true,
      authVoucherCode: "TEST0003",
    });
    expect((await sessionOf(second)).statusCode).toBe(404);
  });
});
