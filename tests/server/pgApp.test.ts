import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { freshDatabase } from "./helpers/postgres.ts";
import { attemptedCode, attemptKey } from "../../server/vouchers/attemptedCode.ts";
import { CUSTOMER, checkout } from "./helpers/shop.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";
import { readVoucherCode, type VoucherCode } from "../../schemas/voucherCode.ts";

// a code as the door reads it (schemas/voucherCode.ts)
const read = (typed: string) => readVoucherCode(typed) as VoucherCode;

// the whole server on PostgreSQL: the same routes, answers and limits as on SQLite
describe("the server on PostgreSQL", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it("seeds the demo fleet, redeems a voucher and grants a trial over HTTP", async () => {
    t = await startApp({ storage: { databaseUrl: await freshDatabase("app") } });
    const voucher = await t.api("POST", "/api/v1/voucher/auth", {
      mac: "0b:00:00:00:00:01",
      voucher: "TEST0002",
      termsAccepted: true,
    });
    expect(voucher.statusCode).toBe(200);
    const again = await t.api("POST", "/api/v1/voucher/auth", {
      mac: "0b:00:00:00:00:02",
      voucher: "TEST0002",
      termsAccepted: true,
    });
    expect(again.statusCode).toBe(300);
    expect(
      (await t.api("POST", "/api/v1/open/1/auth/0b:00:00:00:00:03", { termsAccepted: true })).statusCode,
    ).toBe(200);
    const session = await t.api("GET", "/api/v1/session/0b:00:00:00:00:03");
    expect(session.statusCode).toBe(200);
    expect(session.json().isBackendAuthed).toBe(true);
  });

  it("stops the start in one line when the database applied another version of a shipped migration", async () => {
    const url = await freshDatabase("edited_app");
    const store = openStorage("unused", url, 1);
    await store.migrate();
    await store.db
      .updateTable("migrations")
      .set({ checksum: "an older edit" })
      .where("name", "=", "001-schema")
      .execute();
    await store.close();
    const child = spawn(process.execPath, ["server/main.ts"], {
      cwd: fileURLToPath(new URL("../../", import.meta.url)),
      // a cluster's server: DATABASE_URL needs SERVER_SECRET, checked before the migrations
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        LOG_LEVEL: "silent",
        DATABASE_URL: url,
        SERVER_SECRET: "s".repeat(32),
        ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    expect(code).toBe(1);
    expect(output).toMatch(
      /^gangway: migration 001-\S+\.sql was edited after this database applied it [^\n]*\n$/,
    );
  });

  it("limits a device's voucher attempts in the shared counters", async () => {
    const url = await freshDatabase("limits_app");
    t = await startApp({
      storage: { databaseUrl: url },
      rateLimit: { voucherLimits: { perDevice: { max: 3, windowMs: 60_000 } } },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await t.api("POST", "/api/v1/voucher/auth", {
            mac: "0b:00:00:00:00:09",
            voucher: `NOPE000${i}`,
            termsAccepted: true,
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    // counted where every server counts
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const { rows } = await db.query(
      "SELECT SUM(hits)::int AS hits FROM rate_limit_hits WHERE key LIKE '%0b:00:00:00:00:09|%'",
    );
    await db.end();
    expect(rows[0].hits).toBe(5);
  });

  it("logs attempted codes by a digest keyed with the cluster's secret, never in clear", async () => {
    const url = await freshDatabase("attempts");
    const serverSecret = "a-cluster-secret-of-32-characters!";
    t = await startApp({ storage: { databaseUrl: url }, devices: { serverSecret } });
    const other = await startApp({ storage: { databaseUrl: url }, devices: { serverSecret } });
    try {
      for (const [app, mac] of [
        [t, "0b:00:00:00:0a:01"],
        [other, "0b:00:00:00:0a:02"],
      ] as const)
        expect(
          (await app.api("POST", "/api/v1/voucher/auth", { mac, voucher: "TEST0003", termsAccepted: true }))
            .statusCode,
        ).not.toBe(429);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const { rows } = await db.query("SELECT code FROM voucher_attempts ORDER BY id");
      await db.end();
      // one digest on both servers, so the log still shows the same code tried again
      const digest = attemptedCode(attemptKey(Buffer.from(serverSecret)), read("TEST0003"));
      expect(rows).toEqual([{ code: digest }, { code: digest }]);
    } finally {
      await other.close();
    }
  });

  it("makes one payment when one idempotency key reaches two servers at once", async () => {
    const url = await freshDatabase("checkout_twice");
    const serverSecret = "s".repeat(32);
    t = await startApp({ storage: { databaseUrl: url }, devices: { serverSecret } });
    const other = await startApp({ storage: { databaseUrl: url }, devices: { serverSecret } });
    try {
      const body = { ...CUSTOMER, items: [{ id: 11, amount: 1 }] };
      for (const key of ["key-two-servers-1", "key-two-servers-2", "key-two-servers-3"]) {
        const answers = await Promise.all([t, other].map((app) => checkout(app, body, key)));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        expect(answers[0]?.json()).toEqual(answers[1]?.json());
      }
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const { rows } = await db.query("SELECT COUNT(*)::int AS n FROM payments");
      await db.end();
      // without waiting for the other server, most keys got two payments here, both payable
      expect(rows[0].n).toBe(3);
    } finally {
      await other.close();
    }
  });

  it("answers /healthz 200 while the database is reachable and 503 once it is gone", async () => {
    const url = await freshDatabase("health");
    t = await startApp({ storage: { databaseUrl: url } });
    const ok = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: "ok", database: true });
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, "/postgres") });
    await admin.connect();
    await admin.query(`DROP DATABASE "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
    await admin.end();
    const gone = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toMatchObject({ status: "unavailable", database: false });
  });
});
