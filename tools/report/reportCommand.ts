// npm run report's command as one function of its arguments, its environment and its stdout: the
// binary (report.ts) runs it with the process's own, a test in its own process
import { closest } from "../../fleet/lint/closest.ts";
import { parseOptions } from "../cli/parseOptions.ts";
import { isDay } from "./reportDays.ts";
import { REPORTS } from "./reportNames.ts";
import { UsageError } from "../cli/UsageError.ts";

const HELP = `Answers an operator's questions from the server's database (SQLite or PostgreSQL).

usage: npm run report -- <report> [options]

reports:
  online      devices online per zone now: what the gateways' accounting reports (online), what
              the portal let online (authorised), and the bytes their open sessions carried
  sales       orders and revenue per day, channel and currency: card (the store), cabin (cruise
              packages billed to a cabin) and minted (codes of a batch minted with --price, each
              counted at that price on the day it was first activated)
  vouchers    voucher stock per zone, batch and source (minted, card, cabin): unused, active,
              used up, expired, revoked
  checkouts   checkouts that did not become sales, and why: failed (the payment provider made no
              payment, or the card was declined) or cancelled (not paid within the hour, unknown
              to the provider)

options:
  --zone <zoneId>        one zone only (an active zone, as the gateway sends it)
  --from <YYYY-MM-DD>    sales and checkouts from this day on (default: 30 days ago)
  --to <YYYY-MM-DD>      up to and including this day (default: today)
                         days of the --zone's calendar (its manifest's timeZone); without --zone,
                         UTC days bound the range, and each sale is listed on its own zone's day
  --format <format>      table (default), csv or json
  --fleet                on shore (ship and shore linked): the shore's own rows and each vessel's,
                         as its link has brought them, with the vessel (or "shore") first
  --help                 this text

environment, the server's own (checked as the server checks them):
  DATA_DIR               the server's database folder (SQLite; default ./data)
  DATABASE_URL           postgres://user:password@host:5432/db: the servers' PostgreSQL database
The database must be one a server has set up (started on it once).

example: npm run report -- sales --zone jw-swift-demo --from 2026-06-01 --format csv > june.csv`;

// a mistyped argument or variable: the whole text for stderr, exit code 2
function fail(message: string): never {
  throw new UsageError(`report: ${message}\n(npm run report -- --help)`);
}
const refuse = (line: string): never => {
  throw new UsageError(line);
};

export interface ReportIo {
  env: Record<string, string | undefined>;
  // the report's text, as it goes to stdout
  write(text: string): void;
}

/**
 * Runs `npm run report -- <argv>`: the report through `io.write`, a refusal through `warn` (stderr),
 * and the exit code returned: 0 done, 1 refused (no database, an unknown zone), 2 a mistyped
 * argument or variable. Anything else is a fault and is thrown.
 */
export async function reportCommand(
  argv: string[],
  io: ReportIo,
  warn: (text: string) => void = console.error,
): Promise<number> {
  try {
    await report(argv, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      warn(error.message);
      return 2;
    }
    const { CommandError } = await import("../cli/CommandError.ts");
    if (!(error instanceof CommandError)) throw error;
    warn(`report: ${error.message}`);
    return 1;
  }
}

async function report(argv: string[], io: ReportIo): Promise<void> {
  // the report's name comes first; the options follow it
  const [name, ...rest] = argv;
  if (name === "--help" || name === "-h") return io.write(`${HELP}\n`);
  if (name === undefined || name.startsWith("-"))
    fail("name the report first: online, sales, vouchers or checkouts (npm run report -- sales --zone …)");
  const values = parseOptions(
    "report",
    {
      zone: { type: "string" },
      from: { type: "string" },
      to: { type: "string" },
      format: { type: "string", default: "table" },
      fleet: { type: "boolean" },
      help: { type: "boolean" },
    },
    rest,
    refuse,
  );
  if (values.help) return io.write(`${HELP}\n`);
  if (!(REPORTS as readonly string[]).includes(name)) {
    const near = closest(name, [...REPORTS]);
    fail(
      `unknown report "${name}"${near ? ` (did you mean "${near}"?)` : ""}: online, sales, vouchers or checkouts`,
    );
  }
  const format = values.format ?? "table";
  if (!["table", "csv", "json"].includes(format)) fail("--format must be table, csv or json");
  for (const option of ["from", "to"] as const) {
    const value = values[option];
    if (value !== undefined && !isDay(value)) fail(`--${option} must be a day like 2026-06-01`);
  }
  if (values.from && values.to && values.from > values.to) fail("--from is after --to");
  const now = Date.now();
  // loaded only now: --help and a mistyped argument answer without loading the server's code (the
  // database's checks load most of it: a third of a CPU-second for each usage line)
  const { databaseFromEnv } = await import("../cli/databaseFromEnv.ts");
  const database = databaseFromEnv(fail, io.env);
  const { runReport } = await import("./runReport.ts");
  io.write(
    await runReport({
      database,
      name: name as (typeof REPORTS)[number],
      days: { from: values.from, to: values.to },
      ...(values.zone ? { zoneId: values.zone } : {}),
      format: format as "table" | "csv" | "json",
      now,
      fleet: values.fleet === true,
    }),
  );
}
