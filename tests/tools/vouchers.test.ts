import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseBytes, parseDuration, parseValidUntil } from "../../tools/vouchers/parseAmount.ts";
import { startApp, type TestApp, ZONE } from "../server/helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

const NODE = resolve("node_modules/.bin/node");
const CLI = resolve("tools/vouchers/vouchers.ts");
let t: TestApp | undefined;
let out: string | undefined;
afterEach(async () => {
  await t?.close();
  if (out) rmSync(out, { recursive: true, force: true });
  [t, out] = [undefined, undefined];
});

const run = (args: string[], dataDir = "/nonexistent") =>
  spawnSync(NODE, [CLI, ...args], { encoding: "utf8", env: { ...process.env, DATA_DIR: dataDir } });

// each case starts a server and runs the command line: slow when the machine is busy, not wrong
describe("npm run vouchers", { timeout: scaled(300_000) }, () => {
  it("reads durations, sizes and dates as an operator types them", () => {
    expect(parseDuration("24h")).toBe(86_400_000);
    expect(parseDuration("90m")).toBe(5_400_000);
    expect(parseDuration("7d")).toBe(604_800_000);
    expect(parseDuration("24")).toBeUndefined();
    expect(parseDuration("0h")).toBeUndefined();
    expect(parseBytes("1GB")).toBe(1e9);
    expect(parseBytes("500 MB")).toBe(5e8);
    expect(parseBytes("2GiB")).toBe(2 * 2 ** 30);
    expect(parseBytes("lots")).toBeUndefined();
    expect(parseValidUntil("2026-12-31")).toBe(Date.parse("2026-12-31T23:59:59.999Z"));
    expect(parseValidUntil("2026-12-31T12:00:00Z")).toBe(Date.parse("2026-12-31T12:00:00Z"));
    expect(parseValidUntil("next friday")).toBeUndefined();
  });

  it("writes a CSV and a printable sheet with every code of the batch it minted", async () => {
    t = await startApp();
    out = mkdtempSync(join(tmpdir(), "gangway-vouchers-"));
    const args = ["--zone", ZONE, "--count", "23", "--duration", "24h", "--devices", "2", "--data", "1GB"];
    const minted = run([...args, "--valid-until", "2099-12-31", "--out", out], t.dataDir);
    expect(minted.stderr).toBe("");
    expect(minted.status).toBe(0);
    expect(minted.stdout).toMatch(/minted 23 vouchers for gn-premium-demo/);
    const files = readdirSync(out);
    const csv = readFileSync(join(out, files.find((f) => f.endsWith(".csv")) as string), "utf8");
    const [header, ...rows] = csv.trimEnd().split("\r\n");
    expect(header).toBe("serial,code,zone_id,batch,duration_minutes,data_bytes,devices,valid_until");
    expect(rows).toHaveLength(23);
    expect(rows[0]).toMatch(
      /^1,[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8},gn-premium-demo,\d{8}-\d{4},1440,1000000000,2,2099-12-31T23:59:59\.999Z$/,
    );
    const codes = rows.map((row) => row.split(",")[1] as string);
    const sheet = readFileSync(join(out, files.find((f) => f.endsWith(".html")) as string), "utf8");
    // the code on a card is split in two groups for reading: both halves, in order, on one card
    for (const code of codes)
      expect(sheet).toContain(`<span>${code.slice(0, 4)}</span><span>${code.slice(4)}</span>`);
    expect(sheet.match(/class="page"/g)).toHaveLength(3);
    // the zone's brand and languages (gangnet: en, sv, el), the portal's own button label in each
    expect(sheet).toContain("Gangnet Onboard");
    expect(sheet).toContain("#314e92");
    expect(sheet).toContain("“Activate voucher”");
    expect(sheet).toContain("”Aktivera kupong”");
    expect(sheet).toContain("24 hours · 1 GB · 2 devices");
    expect(sheet).toContain("24 timmar · 1 GB · 2 enheter");
    expect(sheet).toContain("24 hours · 1 GB · 2 devices · Activate by 2099-12-31");
    expect(sheet).toContain("24 timmar · 1 GB · 2 enheter · Aktivera senast 2099-12-31");
    expect(sheet).toContain("Ενεργοποίηση έως 2099-12-31");
    // and they are in the database: the codes of the CSV activate
    const auth = await t.api("POST", "/api/v1/voucher/auth", {
      mac: "02:00:00:00:ab:09",
      voucher: codes[22],
    });
    expect(auth.statusCode).toBe(200);
  });

  it("gives a second batch of the zone within the same minute a folder of its own", async () => {
    t = await startApp();
    out = mkdtempSync(join(tmpdir(), "gangway-vouchers-"));
    const args = ["--zone", ZONE, "--count", "2", "--duration", "1h"];
    // the default folder (vouchers/<zone>-<batch>) lies in the working directory
    const env = { ...process.env, DATA_DIR: t.dataDir, MANIFESTS_DIR: resolve("manifests") };
    const twice = [1, 2].map(() => spawnSync(NODE, [CLI, ...args], { encoding: "utf8", cwd: out, env }));
    for (const minted of twice) expect(minted.stderr).toBe("");
    const folders = readdirSync(join(out, "vouchers"));
    expect(folders).toHaveLength(2);
    const codes = folders.map((f) => readFileSync(join(out as string, "vouchers", f, `${f}.csv`), "utf8"));
    expect(codes[0]).not.toBe(codes[1]);
  });

  it("refuses an unknown zone (with a suggestion), a missing database and bad arguments", async () => {
    t = await startApp();
    const unknown = run(["--zone", "gn-premium-dmo", "--count", "1", "--duration", "1h"], t.dataDir);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/unknown zone "gn-premium-dmo".*did you mean "gn-premium-demo"/);
    const noDb = run(["--zone", ZONE, "--count", "1", "--duration", "1h"]);
    expect(noDb.status).toBe(1);
    expect(noDb.stderr).toMatch(/no database at \/nonexistent/);
    expect(run(["--zone", ZONE, "--count", "0", "--duration", "1h"], t.dataDir).stderr).toMatch(/--count/);
    expect(run(["--zone", ZONE, "--count", "2", "--duration", "1 day"], t.dataDir).stderr).toMatch(
      /--duration/,
    );
    const past = run(
      ["--zone", ZONE, "--count", "2", "--duration", "1h", "--valid-until", "2020-01-01"],
      t.dataDir,
    );
    expect(past.status).toBe(2);
    expect(past.stderr).toMatch(/in the past/);
    // the database variables are checked as the server checks them (server/env/readDatabaseEnv.ts)
    const env = { ...process.env, DATABASE_URL: "mysql://gangway:secret@db.example/gangway" };
    const wrongUrl = spawnSync(NODE, [CLI, "--zone", ZONE, "--count", "1", "--duration", "1h"], {
      encoding: "utf8",
      env,
    });
    expect(wrongUrl.status).toBe(2);
    // in words, not a regular expression, and without the password
    expect(wrongUrl.stderr).toMatch(
      /^vouchers: DATABASE_URL must be a PostgreSQL URL, postgres:\/\/user:password@host:5432\/database, not "mysql:\/\/gangway:…@db\.example\/gangway"\n/,
    );
    const help = run(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--zone <zoneId>[\s\S]*--valid-until[\s\S]*DATABASE_URL/);
  });
});
