// npm run fleet -- <link|status|resync|unlink> …: ship and shore (README, "Ship and shore")
import { closest } from "../../fleet/lint/closest.ts";
import { parseOptions } from "../cli/parseOptions.ts";

const HELP = `Joins a vessel's Gangway database and the shore's by PostgreSQL logical replication, and
keeps the link (README, "Ship and shore").

usage: npm run fleet -- link --vessel <operator/vessel> --ship <url> --shore <url> [options]
       npm run fleet -- status
       npm run fleet -- resync --vessel <operator/vessel> --ship <url> --shore <url> [--direction …]
       npm run fleet -- unlink --vessel <operator/vessel> --ship <url> --shore <url> [--drop-copy]

  link     creates on both sides the publications, the replication roles, the subscriptions and
           (on the shore's cluster) the vessel's copy, a database of its own; waits for the first
           copies. Run it again to change addresses or passwords, or after an upgrade.
  status   this database's links (DATABASE_URL, the servers' own): each direction's state and lag
  resync   copies a link's tables again (after a slot was lost past max_slot_wal_keep_size)
  unlink   undoes the link on both sides; each keeps its rows

options:
  --vessel <id>              "<operator>/<vessel>": the operator's folder and the vessel's file
                             name in the manifests (meridian/stella), or a zone's "vessel"
  --ship <url>               the ship's Gangway database, as a superuser:
                             postgres://postgres:…@ship-db:5432/gangway
  --shore <url>              the shore's Gangway database, as a superuser
  --ship-address <host:port> where the shore's PostgreSQL reaches the ship's over the link
                             (default: --ship's host and port)
  --shore-address <host:port> where the ship's PostgreSQL reaches the shore's (default: --shore's)
  --sslmode <mode>           the subscriptions' libpq sslmode (default prefer; require or
                             verify-full over a satellite link that is not a VPN)
  --direction <d>            resync: ship-to-shore, shore-to-ship or both (default both)
  --drop-copy                unlink: drop the vessel's copy on the shore's cluster as well
  --wait <seconds>           link and resync: how long to wait for the first copies (default 120)
  --help                     this text

environment (status): DATABASE_URL, the servers' PostgreSQL database; FLEET_HEARTBEAT_MS, theirs.`;

const COMMANDS = ["link", "status", "resync", "unlink"] as const;

function fail(message: string): never {
  console.error(`fleet: ${message}\n(npm run fleet -- --help)`);
  process.exit(2);
}

const [name, ...rest] = process.argv.slice(2);
if (name === undefined || name === "--help" || name === "-h") {
  console.log(HELP);
  process.exit(name === undefined ? 2 : 0);
}
if (!(COMMANDS as readonly string[]).includes(name)) {
  const near = closest(name, [...COMMANDS]);
  fail(`unknown command "${name}"${near ? ` (did you mean "${near}"?)` : ""}: ${COMMANDS.join(", ")}`);
}
const values = parseOptions(
  "fleet",
  {
    vessel: { type: "string" },
    ship: { type: "string" },
    shore: { type: "string" },
    "ship-address": { type: "string" },
    "shore-address": { type: "string" },
    sslmode: { type: "string" },
    direction: { type: "string", default: "both" },
    "drop-copy": { type: "boolean" },
    wait: { type: "string", default: "120" },
    help: { type: "boolean" },
  },
  rest,
);
if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const { runFleet } = await import("./runFleet.ts");
const { CommandError } = await import("../cli/CommandError.ts");
const { ShipShoreLinkError } = await import("../../server/operations.ts");
try {
  await runFleet(name as (typeof COMMANDS)[number], values, fail);
} catch (error) {
  if (!(error instanceof CommandError || error instanceof ShipShoreLinkError)) throw error;
  console.error(`fleet: ${error.message}`);
  process.exit(1);
}
