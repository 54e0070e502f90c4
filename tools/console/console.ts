// npm run console -- add-user --name <name> --role desk|operator|admin [--vessel <op/vessel>]… [--operator <op>]
import { text } from "node:stream/consumers";
import { addAccount } from "../../server/operations.ts";
import { CommandError } from "../cli/CommandError.ts";
import { databaseFromEnv } from "../cli/databaseFromEnv.ts";
import { openServerDatabase } from "../cli/openServerDatabase.ts";
import { parseOptions } from "../cli/parseOptions.ts";

const HELP = `The console's accounts (/console), in the server's database.

usage: printf '%s\\n' "$PASSWORD" | npm run console -- add-user --name <name> --role <role> [scope]

  add-user             adds an account; its password is read from the first line of stdin (never
                       an argument: arguments show in the process list), 12-256 characters
  --name <name>        the sign-in name: 2-64 of a-z 0-9 . _ -
  --role <role>        desk (the zones of its vessels), operator (one operator's fleet) or admin
                       (everything, and the accounts); the first admin comes from here
  --vessel <id>        desk: a vessel it serves, "<operator>/<vessel>" as the manifests folder
                       names them (give it once per vessel)
  --operator <name>    operator: the operator folder whose fleet it runs
  --help               this text

environment, the server's own (checked as the server checks them):
  DATA_DIR               the server's database folder (SQLite; default ./data)
  DATABASE_URL           postgres://user:password@host:5432/db: the servers' PostgreSQL database
The audit trail records the account as added from the command line.`;

function fail(message: string): never {
  console.error(`console: ${message}\n(npm run console -- --help)`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
if (command === "--help" || command === "-h" || command === undefined) {
  console.log(HELP);
  process.exit(command === undefined ? 2 : 0);
}
if (command !== "add-user") fail(`unknown command "${command}": add-user`);
const values = parseOptions(
  "console",
  {
    name: { type: "string" },
    role: { type: "string" },
    vessel: { type: "string", multiple: true },
    operator: { type: "string" },
    help: { type: "boolean" },
  },
  rest,
);
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
if (!values.name || !values.role) fail("give --name and --role");
const scope = values.role === "operator" ? (values.operator ? [values.operator] : []) : (values.vessel ?? []);
const password = (await text(process.stdin)).split(/\r?\n/)[0] ?? "";
const database = databaseFromEnv(fail);
try {
  const store = await openServerDatabase(database);
  try {
    const by = { account: null, address: "command line" };
    const outcome = await addAccount(
      store,
      { name: values.name, password, role: values.role, scope },
      by,
      Date.now(),
    );
    if (outcome.kind === "refused")
      fail(`--${outcome.field === "scope" ? "vessel/--operator" : outcome.field}: ${outcome.reason}`);
    if (outcome.kind === "taken") throw new CommandError(`an account named "${values.name}" exists already`);
    console.log(`added ${values.role} account "${values.name}" in ${store.where}`);
  } finally {
    await store.close();
  }
} catch (error) {
  if (!(error instanceof CommandError)) throw error;
  console.error(`console: ${error.message}`);
  process.exit(1);
}
