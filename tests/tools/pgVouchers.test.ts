import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { mintBatch } from "../../tools/vouchers/mintBatch.ts";
import { freshDatabase } from "../server/helpers/postgres.ts";
import { startApp, type TestApp, ZONE } from "../server/helpers/testApp.ts";
import { batchLifecycle } from "./batchLifecycle.ts";
import { vouchersInProcess } from "./vouchersInProcess.ts";
import { scaled } from "../timeoutFactor.ts";

const NODE = resolve("node_modules/.bin/node");
const CLI = resolve("tools/vouchers/vouchers.ts");
const TERMS = { durationMs: 3_600_000, maxDevices: 1, byteLimit: null, validUntil: null };
let t: TestApp | undefined;
const outs: string[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const out of outs.splice(0)) rmSync(out, { recursive: true, force: true });
});

const outDir = () => {
  const out = mkdtempSync(join(tmpdir(), "gangway-vouchers-"));
  outs.push(out);
  return out;
};

// the command line as an operator runs it: the servers' DATABASE_URL, no SERVER_SECRET (a command
// needs none), and a DATA_DIR that does not exist, so that SQLite cannot be what answers
function run(
  args: string[],
  databaseUrl: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(NODE, [CLI, ...args], {
    env: {
      ...process.env,
      ...{ DATABASE_URL: databaseUrl, DATA_DIR: "/nonexistent", SERVER_SECRET: "" },
      PUBLIC_URL: "https://portal.gangnet.example",
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((done) => child.on("close", (status) => done({ status, stdout, stderr })));
}
// the same in this process (tests/tools/vouchersInProcess.ts): the binary's own process is the
// point of the first mint and of the refused empty database, not of the batch's life or the typo
const runHere = (args: string[], databaseUrl: string) =>
  vouchersInProcess(args, {
    ...{ DATABASE_URL: databaseUrl, DATA_DIR: "/nonexistent", SERVER_SECRET: "" },
    PUBLIC_URL: "https://portal.gangnet.example",
  });

async function query<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query(sql, values)).rows as T[];
  } finally {
    await db.end();
  }
}

// the one number a COUNT query answers
const count = async (url: string, sql: string) => (await query<{ n: number }>(url, sql))[0]?.n;

const csvCodes = (out: string) => {
  const csv = readFileSync(join(out, readdirSync(out).find((f) => f.endsWith(".csv")) as string), "utf8");
  return csv
    .trimEnd()
    .split("\r\n")
    .slice(1)
    .map((row) => row.split(",")[1] as string);
};

// a shore-side fleet: the servers and npm run vouchers on one PostgreSQL database
describe("npm run vouchers on PostgreSQL (DATABASE_URL)", { timeout: scaled(300_000) }, () => {
  it("mints into the servers' database, where a server redeems the codes, and names the nearest zone for a typo", async () => {
    const url = await freshDatabase("vouchers_cli");
    t = await startApp({ storage: { databaseUrl: url }, devices: { serverSecret: "s".repeat(32) } });
    const out = outDir();
    const args = ["--zone", ZONE, "--count", "12", "--duration", "24h", "--devices", "2", "--data", "1GB"];
    const minted = await run([...args, "--out", out], url);
    expect(minted.stderr).toBe("");
    expect(minted.status).toBe(0);
    expect(minted.stdout).toMatch(
      /minted 12 vouchers for gn-premium-demo into the PostgreSQL database at 127\.0\.0\.1:\d+/,
    );
    const codes = csvCodes(out);
    expect(codes).toHaveLength(12);
    // in PostgreSQL with the batch's terms, and none of them a code the database held before (the demo's)
    const rows = await query<{
      code: string;
      zone_id: string;
      max_devices: number;
      duration_ms: number;
      byte_limit: number;
    }>(
      url,
      "SELECT code, zone_id, max_devices::int, duration_ms::int, byte_limit::int FROM vouchers WHERE code = ANY($1)",
      [codes],
    );
    expect(rows).toHaveLength(12);
    for (const row of rows)
      expect(row).toMatchObject({ zone_id: ZONE, max_devices: 2, duration_ms: 86_400_000, byte_limit: 1e9 });
    const distinct = await count(url, "SELECT COUNT(DISTINCT code)::int AS n FROM vouchers");
    expect(distinct).toBe(await count(url, "SELECT COUNT(*)::int AS n FROM vouchers"));
    const auth = await t.api("POST", "/api/v1/voucher/auth", {
      mac: "0b:00:00:00:ab:01",
      voucher: codes[11],
      termsAccepted: true,
    });
    expect(auth.statusCode).toBe(200);

    const typo = await runHere(
      ["--zone", "gn-premium-dmo", "--count", "1", "--duration", "1h", "--out", outDir()],
      url,
    );
    expect(typo.status).toBe(1);
    expect(typo.stderr).toMatch(
      /^vouchers: unknown zone "gn-premium-dmo" in the PostgreSQL database at .*did you mean "gn-premium-demo"/,
    );
  });

  it("mints, lists, revokes (a revoked code answers as an unknown one) and reprints a batch in the servers' database", async () => {
    const url = await freshDatabase("vouchers_batch");
    t = await startApp({ storage: { databaseUrl: url }, devices: { serverSecret: "s".repeat(32) } });
    await batchLifecycle(
      t,
      (args) => runHere(args, url),
      { mint: outDir(), reprint: outDir() },
      async () =>
        (await query<{ outcome: string }>(url, "SELECT outcome FROM voucher_attempts")).map((r) => r.outcome),
    );
    // the batch's row: what the reports read
    const [batch] = await query<{
      note: string;
      price_amount: number;
      price_currency: string;
      voucher_count: number;
    }>(url, "SELECT note, price_amount::int, price_currency, voucher_count::int FROM voucher_batches");
    expect(batch).toEqual({
      note: "bar, summer",
      price_amount: 2900,
      price_currency: "SEK",
      voucher_count: 5,
    });
  });

  it("refuses a database no server has set up, and creates nothing in it", async () => {
    const url = await freshDatabase("vouchers_empty");
    const refused = await run(["--zone", ZONE, "--count", "1", "--duration", "1h", "--out", outDir()], url);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^vouchers: the PostgreSQL database gangway_vouchers_empty_\w+ at 127\.0\.0\.1:\d+ has no Gangway tables/,
    );
    expect(await count(url, "SELECT COUNT(*)::int AS n FROM pg_tables WHERE schemaname = 'public'")).toBe(0);
  });

  it("closes its connections: none is left on the database once the batch is written", async () => {
    const url = await freshDatabase("vouchers_pool");
    t = await startApp({ storage: { databaseUrl: url }, devices: { serverSecret: "s".repeat(32) } });
    await t.close();
    t = undefined;
    const minted = await mintBatch({
      database: { DATA_DIR: "/nonexistent", DATABASE_URL: url },
      manifestsDir: resolve("manifests"),
      zoneId: ZONE,
      count: 3,
      terms: TERMS,
      portalUrl: "https://portal.ship.example",
      out: outDir(),
    });
    expect(minted.codes).toHaveLength(3);
    // pool.end() resolves once the socket is closed, and the backend leaves pg_stat_activity as it
    // exits, after that: a closed connection may be listed a moment longer (a loaded run met one),
    // a leaked one for good, so the count must reach 0 (expect.poll's scaled hang guard). Clients
    // only: an autovacuum worker on the fresh database is listed with its name too
    await expect
      .poll(() =>
        count(
          url,
          "SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
        ),
      )
      .toBe(0);
  });
});
