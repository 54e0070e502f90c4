import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatReport } from "../../tools/report/formatReport.ts";
import { reportCommand } from "../../tools/report/reportCommand.ts";
import { zoneCalendar } from "../../server/zones/zoneCalendar.ts";
import { reportRange } from "../../tools/report/reportDays.ts";
import { shopDay } from "../server/helpers/shopDay.ts";
import { startApp, type TestApp, ZONE } from "../server/helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";
import { vouchersInProcess } from "./vouchersInProcess.ts";

const NODE = resolve("node_modules/.bin/node");
const CLI = resolve("tools/report/report.ts");
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// a sale's day is its zone's (the operator's timeZone, UTC without one), not UTC's: after 22:00 UTC
// Tallinn is a day on
const todayOf = (operator: string) => {
  const { timeZone } = JSON.parse(readFileSync(`manifests/${operator}/operator.json`, "utf8")) as {
    timeZone?: string;
  };
  return zoneCalendar({ timeZone }).day(Date.now());
};

const run = (args: string[], dataDir = "/nonexistent") =>
  spawnSync(NODE, [CLI, ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
// the same command in this process (reportCommand, which the binary runs with its own process's
// environment and stdout), where the binary's own process is not the point: a Node process of its
// own cost each case about half a CPU-second of start and imports
async function runHere(args: string[], dataDir = "/nonexistent") {
  let [stdout, stderr] = ["", ""];
  const status = await reportCommand(
    args,
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      write: (text) => {
        stdout += text;
      },
    },
    (text) => {
      stderr += `${text}\n`;
    },
  );
  return { status, stdout, stderr };
}

describe("npm run report", { timeout: scaled(120_000) }, () => {
  it("formats a table with numbers to the right, CSV by RFC 4180 and JSON", () => {
    const table = {
      columns: ["zone", "online"],
      rows: [["a-zone", 2] as const, ["b", 10] as const].map((r) => [...r]),
    };
    expect(formatReport(table, "table")).toBe(
      "zone    online\n------  ------\na-zone       2\nb           10\n",
    );
    expect(formatReport({ columns: ["reason"], rows: [['said "no", twice']] }, "csv")).toBe(
      'reason\r\n"said ""no"", twice"\r\n',
    );
    expect(JSON.parse(formatReport(table, "json"))).toEqual([
      { zone: "a-zone", online: 2 },
      { zone: "b", online: 10 },
    ]);
    // both days included; 30 days up to today by default; in the zone's calendar when one is asked
    const now = Date.parse("2026-06-10T15:00:00Z");
    const utc = zoneCalendar({});
    expect(reportRange("2026-06-01", "2026-06-02", utc, now)).toEqual({
      from: Date.parse("2026-06-01T00:00:00Z"),
      to: Date.parse("2026-06-03T00:00:00Z"),
    });
    expect(reportRange(undefined, undefined, utc, now)).toEqual({
      from: Date.parse("2026-05-12T00:00:00Z"),
      to: Date.parse("2026-06-11T00:00:00Z"),
    });
    expect(reportRange("2026-06-01", "2026-06-02", zoneCalendar({ timeZone: "Europe/Athens" }), now)).toEqual(
      {
        from: Date.parse("2026-05-31T21:00:00Z"),
        to: Date.parse("2026-06-02T21:00:00Z"),
      },
    );
  });

  it("answers the four questions from the server's SQLite database, the failed checkout included", async () => {
    ({ t } = await shopDay());
    const checkouts = run(["checkouts", "--format", "json"], t.dataDir);
    expect(checkouts.stderr).toBe("");
    expect(checkouts.status).toBe(0);
    expect(JSON.parse(checkouts.stdout)).toEqual([
      {
        ...{
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          zone: "jw-swift-demo",
          order: expect.any(String),
        },
        ...{ status: "failed", reason: "payment provider unreachable: connect ETIMEDOUT" },
        ...{ amount: 450, currency: "EUR" },
      },
    ]);
    const today = todayOf("jetwave");
    const sales = await runHere(["sales", "--zone", "jw-swift-demo", "--format", "csv"], t.dataDir);
    expect(sales.stdout).toBe(
      `day,channel,currency,orders,vouchers,revenue\r\n${today},card,EUR,1,1,4.50\r\n`,
    );
    const vouchers = await runHere(["vouchers", "--zone", "jw-swift-demo"], t.dataDir);
    expect(vouchers.stdout.split("\n").slice(0, 4)).toEqual([
      "zone           batch  source  unused  active  used_up  expired  revoked  total",
      "-------------  -----  ------  ------  ------  -------  -------  -------  -----",
      "jw-swift-demo  -      minted       1       0        0        0        0      1",
      "jw-swift-demo  -      card         1       0        0        0        0      1",
    ]);
    const online = await runHere(["online", "--format", "json"], t.dataDir);
    // every zone, the ones with nobody online too; the demo's devices reported by the simulator
    const zones = JSON.parse(online.stdout) as { zone: string; online: number; authorised: number }[];
    expect(zones.find((z) => z.zone === "jw-swift-demo")).toEqual({
      ...{ zone: "jw-swift-demo", online: 0, authorised: 0, bytes_in: 0, bytes_out: 0 },
    });
    expect(zones.find((z) => z.zone === "gn-premium-demo")?.online).toBeGreaterThan(0);
  });

  it("counts the desk's sales: each activated code of a priced batch at its batch's price", async () => {
    t = await startApp();
    const out = join(t.dataDir, "sheets");
    // the desk's batches made as npm run vouchers makes them, in this process: the report is the point
    const mint = (extra: string[]) =>
      vouchersInProcess(["--zone", ZONE, "--count", "3", "--duration", "24h", "--out", out, ...extra], {
        DATA_DIR: t?.dataDir,
        DATABASE_URL: "",
        PUBLIC_URL: "https://portal.example",
      });
    const codesOf = (minted: Awaited<ReturnType<typeof mint>>) => {
      const batch = /batch (\S+)/.exec(minted.stdout)?.[1] as string;
      const csv = readFileSync(join(out, `${ZONE}-${batch}.csv`), "utf8");
      return csv
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((row) => row.split(",")[1] as string);
    };
    const priced = codesOf(await mint(["--price", "29.50 SEK"]));
    const unpriced = codesOf(await mint([]));
    // two cards of the priced batch sold and activated, one still at the desk; one unpriced card used
    for (const [i, code] of [priced[0], priced[1], unpriced[0]].entries())
      expect(
        (
          await t.api("POST", "/api/v1/voucher/auth", {
            mac: `0d:00:00:00:0d:0${i}`,
            voucher: code,
            termsAccepted: true,
          })
        ).statusCode,
      ).toBe(200);
    const today = todayOf("gangnet");
    const sales = await runHere(["sales", "--zone", ZONE, "--format", "csv"], t.dataDir);
    expect(sales.stderr).toBe("");
    expect(sales.stdout).toBe(
      `day,channel,currency,orders,vouchers,revenue\r\n${today},minted,SEK,2,2,59.00\r\n`,
    );
  });

  it("says in one line what is wrong: the report, an option, the zone, the database", async () => {
    const unknown = run(["sale"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^report: unknown report "sale" \(did you mean "sales"\?\)/);
    expect((await runHere([])).stderr).toMatch(/^report: name the report first/);
    expect((await runHere(["sales", "--from", "2026-13-01"])).stderr).toMatch(
      /^report: --from must be a day like 2026-06-01/,
    );
    expect((await runHere(["sales", "--format", "xml"])).stderr).toMatch(
      /^report: --format must be table, csv or json/,
    );
    expect((await runHere(["sales", "--zoen", "x"])).stderr).toMatch(
      /^report: unknown option --zoen \(did you mean --zone\?\)/,
    );
    const missing = run(["online"]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(
      "report: no database at /nonexistent/gangway.db: set DATA_DIR to the server's, or start the server once\n",
    );
    ({ t } = await shopDay());
    const typo = await runHere(["online", "--zone", "jw-swift-dmo"], t.dataDir);
    expect(typo.status).toBe(1);
    expect(typo.stderr).toMatch(
      /^report: unknown zone "jw-swift-dmo" in .* \(did you mean "jw-swift-demo"\?\)/,
    );
    const help = run(["--help"]).stdout;
    expect(help).toMatch(/^Answers an operator's questions/);
    // --from/--to as the code reads them (reportRange: the zone's calendar, UTC for the fleet), as
    // server/README.md says too
    expect(help).toMatch(
      /days of the --zone's calendar \(its manifest's timeZone\); without --zone,\s+UTC days/,
    );
    expect(help).not.toMatch(/\(UTC; default/);
    expect(readFileSync("docs/how-to/reports-and-erasure.md", "utf8")).toMatch(
      /days of the `--zone`'s calendar; UTC for the whole fleet/,
    );
  });
});
