// npm run vouchers' commands as one function of their arguments, their environment and their
// stdout: the binary (vouchers.ts) runs it with the process's own, a test in its own process
import { closest } from "../../fleet/lint/closest.ts";
import { fail } from "./cliEnv.ts";
import { CommandError } from "../cli/CommandError.ts";
import { UsageError } from "../cli/UsageError.ts";
import type { VouchersIo } from "./VouchersIo.ts";

const HELP = `Voucher batches for the info desk or the bar, in the server's database.

  npm run vouchers -- [mint] --zone <zoneId> --count <n> --duration <time> [options]
      mints a batch, and writes its CSV and a printable A4 sheet of cut-out cards (logo, colours,
      the zone's name and languages, the Wi-Fi network, the portal's address and a QR code to it)
  npm run vouchers -- list --zone <zoneId>      the zone's batches: unused, active, used up, expired, revoked
  npm run vouchers -- list --batch <batch>      a batch's codes and where each stands
  npm run vouchers -- revoke --code <code> [--zone <zoneId>]
  npm run vouchers -- revoke --batch <batch>    revoked codes answer as unknown ones; devices on them are logged out
  npm run vouchers -- reprint --batch <batch>   the sheet and CSV again, of the codes still unused (sold, used
                                                up, expired and revoked ones left out; a batch with none is refused)

mint:
  --zone <zoneId>        the zone the vouchers open (as the gateway sends it, e.g. gn-premium-demo)
  --count <n>            how many, 1-5000 (10 cards a page)
  --duration <time>      online time from activation: 30m, 24h, 7d
  --devices <n>          devices one voucher may connect at once, 1-100 (default 1)
  --data <size>          data allowance shared by those devices: 500MB, 1GB, 2GiB (default unlimited)
  --speed <Mbit/s>       each device's speed: 20 (down and up) or 20/5 (down/up); the gateway gets it
                         in the Access-Accept (WISPr or MikroTik attributes) and the cards print it
                         (default: none, the gateway's own limits apply)
  --valid-until <date>   last day it can be activated: 2026-12-31 (the end of that day in the zone's
                         time zone, its manifest's timeZone) or an ISO time with offset
  --price <amount>       what one voucher sells for, with its currency: "9.50 EUR" (for the reports)
  --note <text>          your note on the batch: "bar, summer season"
mint and reprint:
  --portal-url <url>     the address on the cards and in their QR code (default PUBLIC_URL); the
                         gateway's own login page (http://10.1.0.1:3990/prelogin) brings a device to
                         the portal with its MAC
  --out <dir>            where the CSV and sheet go (default DATA_DIR/voucher-sheets/<zoneId>-<batch>/)
  --help                 this text

environment, the server's own (checked as the server checks them):
  DATA_DIR               the server's database folder (SQLite; default ./data)
  DATABASE_URL           postgres://user:password@host:5432/db: the servers' PostgreSQL database
                         instead (a fleet on shore); DATA_DIR then only holds the sheets
  MANIFESTS_DIR          the manifests: brand, languages, zone name, network.wifiName (default ./manifests)
  PUBLIC_URL             the portal's public address, printed on the cards
The database must be one a server has set up (started on it once); pending migrations are applied
as a starting server applies them. The zone must be known to the server (it adds zones from
manifests when it starts or gets SIGHUP). A batch goes in as one transaction: all or nothing.
Codes: 8 characters from 23456789ABCDEFGHJKMNPQRSTUVWXYZ (no 0/O, 1/I/L), drawn with a
cryptographic random generator, never one any zone already has. Batches are named by when they
were minted, in the zone's time zone: 20260329-1405.

example: npm run vouchers -- --zone gn-premium-demo --count 50 --duration 24h --data 1GB --price "29 SEK"
         DATABASE_URL=postgres://gangway:…@db.example:5432/gangway npm run vouchers -- list --zone …`;

const COMMANDS = ["mint", "list", "revoke", "reprint"] as const;
type Command = (typeof COMMANDS)[number];

// loaded only when run: a mistyped argument answers without loading the database and the lint
const COMMAND_MODULES = {
  mint: () => import("./mintCommand.ts"),
  list: () => import("./listCommand.ts"),
  revoke: () => import("./revokeCommand.ts"),
  reprint: () => import("./reprintCommand.ts"),
};

/**
 * Runs `npm run vouchers -- <argv>`: its answer through `io.print`, a refusal through `warn` (stderr),
 * and the exit code returned: 0 done, 1 refused (no database, an unknown zone or batch), 2 a
 * mistyped argument or variable. Anything else is a fault and is thrown.
 */
export async function runVouchers(
  argv: string[],
  io: VouchersIo,
  warn: (text: string) => void = console.error,
): Promise<number> {
  try {
    const [first, ...rest] = argv;
    const named = COMMANDS.includes(first as Command);
    if (first !== undefined && !named && !first.startsWith("-")) {
      const near = closest(first, COMMANDS);
      fail(`unknown command "${first}"${near ? ` (did you mean ${near}?)` : ""}: ${COMMANDS.join(", ")}`);
    }
    const args = named ? rest : argv;
    if (args.includes("--help") || args.includes("-h")) {
      io.print(HELP);
      return 0;
    }
    await (await COMMAND_MODULES[named ? (first as Command) : "mint"]()).default(args, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      warn(error.message);
      return 2;
    }
    // the vouchers' own refusals, the database's as every command reports them, and a linked
    // vessel's (its batches and revocations are the shore's)
    const { NotThisSideError } = await import("../../server/operations.ts");
    if (!(error instanceof CommandError || error instanceof NotThisSideError)) throw error;
    warn(`vouchers: ${error.message}`);
    return 1;
  }
}
