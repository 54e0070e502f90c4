// npm run vouchers -- --zone <zoneId> --count 50 --duration 24h --devices 1 [--data 1GB] [--valid-until 2026-12-31] [--out <dir>]
import { relative, resolve } from "node:path";
import { type DatabaseEnv, readDatabaseEnv, ServerEnvError } from "../../server/operations.ts";
import { parseOptions } from "../cli/parseOptions.ts";
import { parseBytes, parseDuration, parseValidUntil } from "./parseAmount.ts";

const HELP = `Mints a batch of vouchers for the info desk or the bar into the server's database, and
writes a CSV and a printable A4 sheet of cut-out cards (logo, colours, the zone's languages).

usage: npm run vouchers -- --zone <zoneId> --count <n> --duration <time> [options]

  --zone <zoneId>        the zone the vouchers open (as the gateway sends it, e.g. gn-premium-demo)
  --count <n>            how many, 1-5000 (10 cards a page)
  --duration <time>      online time from activation: 30m, 24h, 7d
  --devices <n>          devices one voucher may connect at once, 1-100 (default 1)
  --data <size>          data allowance shared by those devices: 500MB, 1GB, 2GiB (default unlimited)
  --valid-until <date>   last day it can be activated: 2026-12-31 (end of that day, UTC) or an ISO time
  --out <dir>            where the CSV and sheet go (default vouchers/<zoneId>-<batch>/)
  --help                 this text

environment, the server's own (checked as the server checks them):
  DATA_DIR               the server's database folder (SQLite; default ./data)
  DATABASE_URL           postgres://user:password@host:5432/db: the servers' PostgreSQL database
                         instead (a fleet on shore); DATA_DIR is then not used
  MANIFESTS_DIR          the manifests, for the sheet's brand and languages (default ./manifests)
The database must be one a server has set up (started on it once); pending migrations are applied
as a starting server applies them. The zone must be known to the server (it adds zones from
manifests when it starts or gets SIGHUP). The batch goes in as one transaction: all or nothing.
Codes: 8 characters from 23456789ABCDEFGHJKMNPQRSTUVWXYZ (no 0/O, 1/I/L), drawn with a
cryptographic random generator, never one any zone already has.

example: npm run vouchers -- --zone gn-premium-demo --count 50 --duration 24h --devices 1 --data 1GB
         DATABASE_URL=postgres://gangway:…@db.example:5432/gangway npm run vouchers -- --zone …`;

function fail(message: string): never {
  console.error(`vouchers: ${message}\n(npm run vouchers -- --help)`);
  process.exit(2);
}

const values = parseOptions("vouchers", {
  zone: { type: "string" },
  count: { type: "string" },
  duration: { type: "string" },
  devices: { type: "string", default: "1" },
  data: { type: "string" },
  "valid-until": { type: "string" },
  out: { type: "string" },
  help: { type: "boolean" },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const whole = (text: string | undefined, min: number, max: number) =>
  text !== undefined && /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max
    ? Number(text)
    : undefined;
if (!values.zone) fail("--zone <zoneId> is required");
const count = whole(values.count, 1, 5000) ?? fail("--count must be a whole number from 1 to 5000");
const durationMs = parseDuration(values.duration ?? "") ?? fail("--duration must be like 30m, 24h or 7d");
const maxDevices = whole(values.devices, 1, 100) ?? fail("--devices must be a whole number from 1 to 100");
const byteLimit =
  values.data === undefined ? null : (parseBytes(values.data) ?? fail("--data must be like 500MB or 1GB"));
const validUntil =
  values["valid-until"] === undefined
    ? null
    : (parseValidUntil(values["valid-until"]) ?? fail("--valid-until must be a date like 2026-12-31"));
if (validUntil !== null && validUntil <= Date.now()) fail("--valid-until lies in the past");
let database: DatabaseEnv;
try {
  database = readDatabaseEnv(process.env);
} catch (error) {
  if (!(error instanceof ServerEnvError)) throw error;
  fail(error.message);
}

// loaded only now: --help and a mistyped argument answer without loading the database and the lint
const { mintBatch } = await import("./mintBatch.ts");
const { MintError } = await import("./MintError.ts");
try {
  const { codes, csvFile, sheetFile, where } = await mintBatch({
    database: { ...database, DATA_DIR: resolve(database.DATA_DIR) },
    // an empty variable counts as unset, as for the server
    manifestsDir: resolve(process.env.MANIFESTS_DIR || "./manifests"),
    zoneId: values.zone,
    count,
    terms: { durationMs, maxDevices, byteLimit, validUntil },
    out: values.out,
  });
  console.log(`minted ${codes.length} vouchers for ${values.zone} into ${where}`);
  console.log(
    `  sheet: ${relative(process.cwd(), sheetFile)} (open it in a browser and print on A4 at 100 %)`,
  );
  console.log(`  csv:   ${relative(process.cwd(), csvFile)}`);
} catch (error) {
  if (!(error instanceof MintError)) throw error;
  console.error(`vouchers: ${error.message}`);
  process.exit(1);
}
