import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { zoneCalendar } from "../../server/zones/zoneCalendar.ts";
import {
  parseBytes,
  parseDuration,
  parseValidUntil,
  validUntilIn,
} from "../../tools/vouchers/parseAmount.ts";
import { parsePrice } from "../../tools/vouchers/parsePrice.ts";
import { readDb } from "../server/helpers/shop.ts";
import { startApp, type TestApp, ZONE } from "../server/helpers/testApp.ts";
import { batchLifecycle } from "./batchLifecycle.ts";
import { vouchersInProcess } from "./vouchersInProcess.ts";
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

const PORTAL = ["--portal-url", "https://portal.gangnet.example"];
const run = (args: string[], dataDir = "/nonexistent") =>
  spawnSync(NODE, [CLI, ...args], { encoding: "utf8", env: { ...process.env, DATA_DIR: dataDir } });
// the commands in this process, for the cases where the binary's own process is not the point
// (tests/tools/vouchersInProcess.ts): the batch's life, the refusals of an argument
const runHere = (args: string[], dataDir: string) =>
  vouchersInProcess(args, { DATA_DIR: dataDir, PUBLIC_URL: "" });
const runWith = (args: string[], env: Record<string, string>) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(NODE, [CLI, ...args], { env: { ...process.env, ...env } });
    let [stdout, stderr] = ["", ""];
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (status) => done({ status, stdout, stderr }));
  });
// independent commands side by side, a few at a time, their results in the order given: those
// marked "spawn" as the binary (a Node process of its own each), the others in this process
type Command = readonly [string[], Record<string, string>, "spawn"?];
type Ran = Awaited<ReturnType<typeof runWith>>;
async function runAll<const C extends readonly Command[]>(commands: C, atOnce = 4) {
  const results: Ran[] = [];
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < commands.length; i = next++) {
      const [args, env, how] = commands[i] as Command;
      results[i] = how === "spawn" ? await runWith(args, env) : await vouchersInProcess(args, env);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
  return results as { -readonly [K in keyof C]: Ran };
}

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
    // a bare date is the end of that day in the zone's time zone, known once the zone is
    const day = parseValidUntil("2026-12-31");
    expect(day).toEqual({ day: "2026-12-31" });
    expect(validUntilIn(day as { day: string }, zoneCalendar({}))).toBe(
      Date.parse("2026-12-31T23:59:59.999Z"),
    );
    expect(validUntilIn(day as { day: string }, zoneCalendar({ timeZone: "Europe/Stockholm" }))).toBe(
      Date.parse("2026-12-31T22:59:59.999Z"),
    );
    expect(parseValidUntil("2026-12-31T12:00:00Z")).toEqual({ at: Date.parse("2026-12-31T12:00:00Z") });
    expect(parseValidUntil("next friday")).toBeUndefined();
    expect(parseValidUntil("2026-02-31")).toBeUndefined();
    expect(parsePrice("9.50 EUR")).toEqual({ amount: 950, currency: "EUR" });
    expect(parsePrice("SEK 29")).toEqual({ amount: 2900, currency: "SEK" });
    expect(parsePrice("9,5 eur")).toEqual({ amount: 950, currency: "EUR" });
    expect(parsePrice("500 JPY")).toEqual({ amount: 500, currency: "JPY" });
    expect(parsePrice("9.505 EUR")).toBeUndefined();
    expect(parsePrice("9.50")).toBeUndefined();
    expect(parsePrice("9.50 XYZW")).toBeUndefined();
  });

  it("writes a CSV and a printable sheet with every code of the batch it minted", async () => {
    t = await startApp();
    out = mkdtempSync(join(tmpdir(), "gangway-vouchers-"));
    const args = ["--zone", ZONE, "--count", "23", "--duration", "24h", "--devices", "2", "--data", "1GB"];
    const minted = run([...args, "--valid-until", "2099-12-31", "--out", out, ...PORTAL], t.dataDir);
    expect(minted.stderr).toBe("");
    expect(minted.status).toBe(0);
    expect(minted.stdout).toMatch(/minted 23 vouchers for gn-premium-demo/);
    // the codes are as good as money: only their owner may read the files
    for (const file of readdirSync(out)) expect(statSync(join(out, file)).mode & 0o077).toBe(0);
    const files = readdirSync(out);
    const csv = readFileSync(join(out, files.find((f) => f.endsWith(".csv")) as string), "utf8");
    const [header, ...rows] = csv.trimEnd().split("\r\n");
    expect(header).toBe(
      "serial,code,zone_id,batch,duration_minutes,data_bytes,devices,valid_until,price,currency,down_mbit,up_mbit",
    );
    expect(rows).toHaveLength(23);
    // the demo zone keeps UTC (no timeZone in its manifest): the day ends at midnight UTC
    expect(rows[0]).toMatch(
      /^1,[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8},gn-premium-demo,\d{8}-\d{4},1440,1000000000,2,2099-12-31T23:59:59\.999Z,,,,$/,
    );
    const codes = rows.map((row) => row.split(",")[1] as string);
    const sheet = readFileSync(join(out, files.find((f) => f.endsWith(".html")) as string), "utf8");
    // the code on a card is split in two groups for reading: both halves, in order, on one card
    for (const code of codes)
      expect(sheet).toContain(`<span>${code.slice(0, 4)}</span><span>${code.slice(4)}</span>`);
    expect(sheet.match(/class="page"/g)).toHaveLength(3);
    // the zone's name, not its id; its network; the portal's address and one QR code drawn once
    expect(sheet).toContain('<span class="zone">Demo vessel</span>');
    expect(sheet).not.toContain("gn-premium-demo");
    expect(sheet).toContain("Wi-Fi <b>Gangnet Demo</b> · portal.<wbr>gangnet.<wbr>example");
    expect(sheet.match(/<symbol id="portal-qr"/g)).toHaveLength(1);
    expect(sheet.match(/<use href="#portal-qr"\/>/g)).toHaveLength(23);
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
      termsAccepted: true,
    });
    expect(auth.statusCode).toBe(200);
  });

  it("keeps the sheets under DATA_DIR, never in the working copy, a folder per batch", async () => {
    t = await startApp();
    out = mkdtempSync(join(tmpdir(), "gangway-vouchers-"));
    const args = ["--zone", ZONE, "--count", "2", "--duration", "1h", ...PORTAL];
    const env = { ...process.env, DATA_DIR: t.dataDir, MANIFESTS_DIR: resolve("manifests") };
    const twice = [1, 2].map(() => spawnSync(NODE, [CLI, ...args], { encoding: "utf8", cwd: out, env }));
    for (const minted of twice) expect(minted.stderr).toBe("");
    const [first, second] = twice.map((m) => /batch (\S+)/.exec(m.stdout)?.[1] as string);
    // within one minute the second is "<first>-2" (tests/server/mintVouchers.test.ts), else the next minute
    expect(second).not.toBe(first);
    // nothing in the directory the command ran in
    expect(readdirSync(out)).toEqual([]);
    const sheets = join(t.dataDir, "voucher-sheets");
    expect(readdirSync(sheets).sort()).toEqual([`${ZONE}-${first}`, `${ZONE}-${second}`]);
    expect(statSync(sheets).mode & 0o077).toBe(0);
    const codes = [first, second].map((b) =>
      readFileSync(join(sheets, `${ZONE}-${b}`, `${ZONE}-${b}.csv`), "utf8"),
    );
    expect(codes[0]).not.toBe(codes[1]);
    expect(existsSync(join(out, "vouchers"))).toBe(false);
  });

  it("counts validity days and names batches in the zone's time zone", async () => {
    t = await startApp();
    out = mkdtempSync(join(tmpdir(), "gangway-vouchers-"));
    // Nordlinjen's manifests say Europe/Stockholm: the last day ends at 23:59:59.999 there
    const args = ["--zone", "nl-polaris", "--count", "1", "--duration", "1h", "--valid-until", "2099-12-31"];
    const minted = await runHere([...args, "--out", out, ...PORTAL], t.dataDir);
    expect(minted.stderr).toBe("");
    expect(minted.stdout).toMatch(/^minted 1 voucher for nl-polaris into /);
    const csv = readFileSync(join(out, readdirSync(out).find((f) => f.endsWith(".csv")) as string), "utf8");
    expect(csv).toContain(",2099-12-31T22:59:59.999Z,");
    const sheet = readFileSync(
      join(out, readdirSync(out).find((f) => f.endsWith(".html")) as string),
      "utf8",
    );
    expect(sheet).toContain("Activate by 2099-12-31");
    expect(sheet).toMatch(/minted \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Europe\/Stockholm\)/);
    // named by the minute it was minted there, and listed with Stockholm's times
    const batch = /batch (\S+)/.exec(minted.stdout)?.[1] as string;
    const listed = await runHere(["list", "--zone", "nl-polaris"], t.dataDir);
    expect(listed.stdout).toMatch(/minted \(Europe\/Stockholm\)/);
    expect(listed.stdout).toContain(
      `${batch}  ${batch.slice(0, 4)}-${batch.slice(4, 6)}-${batch.slice(6, 8)} ${batch.slice(9, 11)}:${batch.slice(11, 13)}`,
    );
  });

  it("mints, lists, revokes (a revoked code answers as an unknown one) and reprints a batch", async () => {
    t = await startApp();
    out = mkdtempSync(join(tmpdir(), "gangway-vouchers-"));
    const dataDir = t.dataDir;
    await batchLifecycle(
      t,
      (args) => runHere(args, dataDir),
      { mint: join(out, "mint"), reprint: join(out, "reprint") },
      async () =>
        readDb<{ outcome: string }>(t as TestApp, "SELECT outcome FROM voucher_attempts").map(
          (r) => r.outcome,
        ),
    );
  });

  it("mints a batch with a speed: its vouchers' Access-Accept says it, and the cards print it", async () => {
    t = await startApp();
    out = mkdtempSync(join(tmpdir(), "gangway-vouchers-"));
    const args = ["--zone", ZONE, "--count", "2", "--duration", "1h", "--speed", "2.5/1", "--out", out];
    const minted = await runHere([...args, ...PORTAL], t.dataDir);
    expect(minted.stderr).toBe("");
    const batch = /batch (\S+)/.exec(minted.stdout)?.[1] as string;
    const [row] = readFileSync(join(out, `${ZONE}-${batch}.csv`), "utf8")
      .trimEnd()
      .split("\r\n")
      .slice(1);
    expect(row).toMatch(/,2\.5,1$/);
    const code = row?.split(",")[1] as string;
    const sheet = readFileSync(join(out, `${ZONE}-${batch}.html`), "utf8");
    expect(sheet).toContain("1 hour · unlimited data · 1 device · up to 2.5 Mbit/s");
    expect(sheet).toContain("1 timme · obegränsad data · 1 enhet · upp till 2,5 Mbit/s");
    // the gateway asks for the device that activated it: bits per second, as WISPr counts them
    const mac = "0c:00:00:00:bc:01";
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: code, termsAccepted: true })).statusCode,
    ).toBe(200);
    const station = mac.replaceAll(":", "-").toUpperCase();
    const answer = await t.app.gateway.core.access(
      { "User-Name": station, "Calling-Station-Id": station, "NAS-Identifier": ZONE },
      "127.0.0.1",
    );
    expect(answer).toMatchObject({ accept: true });
    const attributes = answer.accept ? Object.fromEntries(answer.attributes) : {};
    expect(attributes).toMatchObject({
      "WISPr-Bandwidth-Max-Down": 2_500_000,
      "WISPr-Bandwidth-Max-Up": 1_000_000,
    });
    // the batch remembers it: a reprint prints it again
    const again = await runHere(
      ["reprint", "--batch", batch, "--out", join(out, "again"), ...PORTAL],
      t.dataDir,
    );
    expect(again.status).toBe(0);
    expect(readFileSync(join(out, "again", `${ZONE}-${batch}.csv`), "utf8")).toMatch(/,2\.5,1\r\n$/);
    expect(
      (await runHere(["--zone", ZONE, "--count", "1", "--duration", "1h", "--speed", "fast"], t.dataDir))
        .stderr,
    ).toMatch(/--speed must be Mbit\/s/);
  });

  it("reprints only the codes still to sell, and refuses a batch with none left", async () => {
    t = await startApp();
    out = mkdtempSync(join(tmpdir(), "gangway-vouchers-"));
    const app = t;
    const args = [
      "--zone",
      ZONE,
      "--count",
      "4",
      "--duration",
      "24h",
      "--data",
      "1MB",
      "--out",
      join(out, "a"),
    ];
    const minted = await runHere([...args, ...PORTAL], t.dataDir);
    expect(minted.stdout).toMatch(/^minted 4 vouchers for /);
    const batch = /batch (\S+)/.exec(minted.stdout)?.[1] as string;
    const csv = readFileSync(join(out, "a", `${ZONE}-${batch}.csv`), "utf8");
    const [usedUp, active, revoked, unused] = csv
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((r) => r.split(",")[1]);
    // one code sold and used up by its device (the gateway's accounting says 2 MB), one sold and in
    // use, one revoked, one still at the desk
    const mac = (n: number) => `0c:00:00:00:bb:0${n}`;
    const station = (n: number) => mac(n).replaceAll(":", "-").toUpperCase();
    for (const [n, code] of [
      [1, usedUp],
      [2, active],
    ] as const) {
      expect(
        (await app.api("POST", "/api/v1/voucher/auth", { mac: mac(n), voucher: code, termsAccepted: true }))
          .statusCode,
      ).toBe(200);
      const attributes = {
        "User-Name": station(n),
        "Calling-Station-Id": station(n),
        "NAS-Identifier": ZONE,
      };
      await app.app.gateway.core.accounting(
        { ...attributes, "Acct-Status-Type": "Start", "Acct-Session-Id": `s${n}` },
        "127.0.0.1",
      );
    }
    await app.app.gateway.core.accounting(
      {
        ...{ "User-Name": station(1), "Calling-Station-Id": station(1), "NAS-Identifier": ZONE },
        ...{ "Acct-Status-Type": "Interim-Update", "Acct-Session-Id": "s1", "Acct-Input-Octets": 2_000_000 },
      },
      "127.0.0.1",
    );
    expect((await runHere(["revoke", "--code", revoked as string], t.dataDir)).status).toBe(0);

    const again = await runHere(["reprint", "--batch", batch, "--out", join(out, "b"), ...PORTAL], t.dataDir);
    expect(again.stderr).toBe("");
    expect(again.stdout).toMatch(
      new RegExp(
        `^reprinted 1 voucher of batch ${batch} for ${ZONE} \\(left out: 1 active, 1 used up, 1 revoked\\)`,
      ),
    );
    const sheet = readFileSync(join(out, "b", `${ZONE}-${batch}.html`), "utf8");
    expect(sheet).toContain(`<span>${unused?.slice(0, 4)}</span>`);
    for (const code of [usedUp, active, revoked])
      expect(sheet).not.toContain(`<span>${code?.slice(0, 4)}</span>`);

    // nothing left to sell: a refusal that says why, a non-zero exit and no files
    expect((await runHere(["revoke", "--code", unused as string], t.dataDir)).status).toBe(0);
    const none = await runHere(["reprint", "--batch", batch, "--out", join(out, "c"), ...PORTAL], t.dataDir);
    expect(none.status).toBe(1);
    expect(none.stdout).toBe("");
    expect(none.stderr).toBe(
      `vouchers: batch ${batch} has no unused codes left to print (1 active, 1 used up, 2 revoked); nothing written\n`,
    );
    expect(existsSync(join(out, "c"))).toBe(false);
  });

  it("refuses an unknown zone (with a suggestion), a missing database and bad arguments", async () => {
    t = await startApp();
    const data = { DATA_DIR: t.dataDir };
    const nowhere = { DATA_DIR: "/nonexistent" };
    // each refusal is a command of its own, independent of the others: run side by side, as the
    // children mostly wait on their own start (one after the other this test took a minute). The
    // binary's three ends as its own process (refused 1, mistyped 2, help 0), the rest in this one
    const [
      unknown,
      noDb,
      zeroCount,
      badDuration,
      past,
      wrongUrl,
      noPortal,
      ftpPortal,
      typo,
      bareList,
      badCode,
      noBatch,
      noCode,
      badPrice,
      help,
    ] = await runAll([
      [["--zone", "gn-premium-dmo", "--count", "1", "--duration", "1h", ...PORTAL], data],
      [["--zone", ZONE, "--count", "1", "--duration", "1h", ...PORTAL], nowhere, "spawn"],
      [["--zone", ZONE, "--count", "0", "--duration", "1h"], data],
      [["--zone", ZONE, "--count", "2", "--duration", "1 day"], data],
      [["--zone", ZONE, "--count", "2", "--duration", "1h", "--valid-until", "2020-01-01"], data],
      // the database variables are checked as the server checks them (server/storage/open/readStorageEnv.ts)
      [
        ["--zone", ZONE, "--count", "1", "--duration", "1h", ...PORTAL],
        { DATABASE_URL: "mysql://gangway:secret@db.example/gangway" },
      ],
      [["--zone", ZONE, "--count", "1", "--duration", "1h"], { ...data, PUBLIC_URL: "" }],
      [["--zone", ZONE, "--count", "1", "--duration", "1h", "--portal-url", "ftp://x"], nowhere],
      [["lst", "--zone", ZONE], nowhere, "spawn"],
      [["list"], nowhere],
      [["revoke", "--code", "AB-12"], nowhere],
      [["reprint", "--batch", "20990101-0000", ...PORTAL], data],
      [["revoke", "--code", "ZZZZ2345"], data],
      [["--zone", ZONE, "--count", "1", "--duration", "1h", "--price", "lots", ...PORTAL], nowhere],
      [["--help"], nowhere, "spawn"],
    ]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/unknown zone "gn-premium-dmo".*did you mean "gn-premium-demo"/);
    expect(noDb.status).toBe(1);
    expect(noDb.stderr).toMatch(/no database at \/nonexistent/);
    expect(zeroCount.stderr).toMatch(/--count/);
    expect(badDuration.stderr).toMatch(/--duration/);
    expect(past.status).toBe(2);
    expect(past.stderr).toMatch(/in the past/);
    expect(wrongUrl.status).toBe(2);
    // in words, not a regular expression, and without the password
    expect(wrongUrl.stderr).toMatch(
      /^vouchers: DATABASE_URL must be a PostgreSQL URL, postgres:\/\/user:password@host:5432\/database, not "mysql:\/\/gangway:…@db\.example\/gangway"\n/,
    );
    // the portal's address is printed on every card: without it nothing is minted
    expect(noPortal.status).toBe(2);
    expect(noPortal.stderr).toMatch(
      /^vouchers: the cards print the portal's address .*PUBLIC_URL.*--portal-url/,
    );
    expect(ftpPortal.stderr).toMatch(/--portal-url \(or PUBLIC_URL\) must be an http\(s\) address/);
    expect(typo.stderr).toMatch(/^vouchers: unknown command "lst" \(did you mean list\?\)/);
    expect(bareList.stderr).toMatch(/list takes --zone <zoneId> \(its batches\) or --batch <batch>/);
    expect(badCode.stderr).toMatch(/--code must be a voucher code/);
    expect(noBatch.status).toBe(1);
    expect(noBatch.stderr).toMatch(/^vouchers: unknown batch "20990101-0000" in .*gangway\.db/);
    expect(noCode.status).toBe(1);
    expect(noCode.stderr).toMatch(/^vouchers: no voucher "ZZZZ2345" in /);
    expect(badPrice.stderr).toMatch(/--price must be an amount and a currency/);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--zone <zoneId>[\s\S]*--valid-until[\s\S]*DATABASE_URL/);
    expect(help.stdout).toMatch(/list --zone[\s\S]*revoke --code[\s\S]*reprint --batch/);
  });
});
