import {
  linkVessel,
  type ResyncDirection,
  money,
  readShipShoreStatus,
  readVesselTotals,
  resyncVessel,
  unlinkVessel,
} from "../../server/operations.ts";
import { CommandError } from "../cli/CommandError.ts";
import { databaseFromEnv } from "../cli/databaseFromEnv.ts";
import { openServerDatabase } from "../cli/openServerDatabase.ts";
import { textTable } from "../cli/textTable.ts";

export interface FleetValues {
  vessel?: string;
  ship?: string;
  shore?: string;
  "ship-address"?: string;
  "shore-address"?: string;
  sslmode?: string;
  direction?: string;
  "drop-copy"?: boolean;
  wait?: string;
}

const DIRECTIONS = ["ship-to-shore", "shore-to-ship", "both"];
const log = (line: string) => console.log(line);

// the two administrators' URLs and the vessel every command but status needs
function sides(v: FleetValues, fail: (message: string) => never) {
  if (!v.vessel) fail("--vessel <operator/vessel> is needed (meridian/stella)");
  for (const side of ["ship", "shore"] as const) {
    const url = v[side];
    if (!url) fail(`--${side} <postgres://…> is needed: the ${side}'s Gangway database, as a superuser`);
    if (!/^postgres(ql)?:\/\//.test(url)) fail(`--${side} must be a postgres:// URL`);
  }
  return { vessel: v.vessel, shipUrl: v.ship as string, shoreUrl: v.shore as string };
}

async function status(fail: (message: string) => never): Promise<void> {
  const database = databaseFromEnv(fail);
  if (!database.DATABASE_URL) throw new CommandError("status reads a PostgreSQL database: set DATABASE_URL");
  const heartbeatMs = Number(process.env.FLEET_HEARTBEAT_MS || 15_000);
  const store = await openServerDatabase(database);
  try {
    const s = await readShipShoreStatus(store, database.DATABASE_URL, heartbeatMs, Date.now());
    if (s.side === "none") return log(`${store.where}: no ship-and-shore link`);
    log(`${store.where}: ${s.side === "ship" ? `vessel ${s.vessel}` : "the shore"}`);
    const rows = s.links.map((l) => [
      ...[l.vessel, l.direction, l.state],
      l.lagBytes === null ? "" : String(l.lagBytes),
      l.lagSeconds === null ? "" : l.lagSeconds.toFixed(1),
    ]);
    log(textTable([["vessel", "direction", "state", "lag bytes", "lag seconds"], ...rows]));
    if (s.side !== "shore") return;
    // each vessel's day so far, from its copy on this cluster, as the console's Vessels page has it
    const vessels = [...new Set(s.links.map((l) => l.vessel))];
    const totals = await readVesselTotals(store, database.DATABASE_URL, vessels, Date.now());
    const lines = totals.map((v) =>
      v.read
        ? [v.vessel, String(v.online), String(v.vouchers), money(v.amounts)]
        : [v.vessel, "unread", "", ""],
    );
    log(textTable([["vessel", "online", "vouchers today", "revenue today (UTC)"], ...lines]));
  } finally {
    await store.close();
  }
}

/** One fleet command; refusals are CommandError or ShipShoreLinkError, bad arguments `fail`. */
export async function runFleet(
  command: "link" | "status" | "resync" | "unlink",
  v: FleetValues,
  fail: (message: string) => never,
): Promise<void> {
  if (command === "status") return status(fail);
  const which = sides(v, fail);
  const waitMs = Number(v.wait) * 1000;
  if (!Number.isFinite(waitMs) || waitMs < 0) fail("--wait must be a number of seconds");
  if (command === "link")
    return linkVessel({
      ...which,
      ...{ shipFromShore: v["ship-address"], shoreFromShip: v["shore-address"], sslmode: v.sslmode },
      ...{ waitMs, log },
    });
  if (command === "resync") {
    if (!DIRECTIONS.includes(v.direction ?? "")) fail(`--direction must be ${DIRECTIONS.join(", ")}`);
    return resyncVessel({ ...which, direction: v.direction as ResyncDirection, waitMs, log });
  }
  return unlinkVessel({ ...which, dropCopy: v["drop-copy"] === true, log });
}
