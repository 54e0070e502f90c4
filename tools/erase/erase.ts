// npm run erase -- --email <address> | --mac <aa:bb:cc:dd:ee:ff>
import { parseOptions } from "../cli/parseOptions.ts";

const HELP = `Erases a passenger's personal data from the server's database on their request, and says
what it removed. The books keep their figures: amounts, counts, vouchers and data used stay, without
names, e-mail addresses or device addresses.

usage: npm run erase -- --email <address>
       npm run erase -- --mac <device address>

  --email <address>   by e-mail (any case): their orders lose names and e-mail (amounts, lines and
                      vouchers stay), their order e-mails and payment sandbox checkouts go. Lists the
                      devices that used the orders' vouchers, to erase with --mac if they ask.
  --mac <address>     by device, aa:bb:cc:dd:ee:ff (or AA-BB-CC-DD-EE-FF, or 12 hex digits): its
                      sessions, trial grants, voucher attempts, rate-limit counters and analytics
                      events go; its gateway accounting keeps bytes and times without the address
  --help              this text

environment, the server's own (checked as the server checks them):
  DATA_DIR               the server's database folder (SQLite; default ./data)
  DATABASE_URL           postgres://user:password@host:5432/db: the servers' PostgreSQL database
Runs in one transaction: all of it or nothing. A running server may stay up.`;

function fail(message: string): never {
  console.error(`erase: ${message}\n(npm run erase -- --help)`);
  process.exit(2);
}

const values = parseOptions("erase", {
  email: { type: "string" },
  mac: { type: "string" },
  help: { type: "boolean" },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
if ((values.email === undefined) === (values.mac === undefined)) fail("give --email or --mac, one of them");
// the store's own rule for an address (store/validateOrder.ts): no spaces, one @, a dotted domain
if (values.email !== undefined && !/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(values.email.trim()))
  fail(`--email must be an e-mail address, not "${values.email}"`);
// the server's code is loaded only now (its reading of an address, the database's checks): --help
// and a missing or mistyped option answer without it, a third of a CPU-second each
const { normaliseMac } = await import("../../server/operations.ts");
const mac = values.mac === undefined ? undefined : normaliseMac(values.mac.trim());
if (values.mac !== undefined && !mac)
  fail(`--mac must be a device address like aa:bb:cc:dd:ee:ff, not "${values.mac}"`);
const { databaseFromEnv } = await import("../cli/databaseFromEnv.ts");
const database = databaseFromEnv(fail);

const { runErase } = await import("./runErase.ts");
const { CommandError } = await import("../cli/CommandError.ts");
try {
  const selector = mac ? { mac } : { email: (values.email as string).trim() };
  process.stdout.write(await runErase({ database, ...selector, now: Date.now() }));
} catch (error) {
  if (!(error instanceof CommandError)) throw error;
  console.error(`erase: ${error.message}`);
  process.exit(1);
}
