import type pg from "pg";
import { SHIP_TO_SHORE } from "../replicatedTables.ts";
import { echoSite, linkNames, SHORE_SITE } from "../linkNames.ts";
import { adminClient, ShipShoreLinkError, literal, onBothSides, otherDatabase } from "./adminClient.ts";
import { vesselZones } from "./checkSides.ts";
import { dropSlot, dropSubscription } from "./dropSubscription.ts";
import { waitForCopies } from "./waitForCopies.ts";

export type ResyncDirection = "ship-to-shore" | "shore-to-ship" | "both";

export interface ResyncOptions {
  vessel: string;
  shipUrl: string;
  shoreUrl: string;
  direction: ResyncDirection;
  waitMs?: number;
  log: (line: string) => void;
}

// a list of keys in pieces a statement takes comfortably
const chunks = <T>(items: T[], size = 1000): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * ship to shore: the vessel's copy on shore is emptied and copied again from the ship (nothing
 * writes there but its link). Past max_slot_wal_keep_size the ship's slot was lost; what the ship
 * holds now is copied whole, and streams from there.
 */
async function resyncCopy(ship: pg.Client, mirror: pg.Client, vessel: string): Promise<void> {
  const names = linkNames(vessel);
  const info = await dropSubscription(mirror, names.from);
  if (!info)
    throw new ShipShoreLinkError(
      `${vessel} is not linked (no subscription ${names.from}): npm run fleet -- link`,
    );
  await dropSlot(ship, names.from);
  // CASCADE: the copy's other tables (opens, items) hang off its zones, and are empty there
  await mirror.query(`TRUNCATE ${SHIP_TO_SHORE.join(", ")} CASCADE`);
  await mirror.query(
    `CREATE SUBSCRIPTION ${names.from} CONNECTION ${literal(info)} PUBLICATION ${names.from}`,
  );
}

/**
 * shore to ship: the rows the shore has for the vessel (its vouchers and batches, the operator's
 * manifests, its heartbeats) are removed from the ship and copied again, in one transaction with
 * the new subscription, from a slot made first on the shore. The vouchers' use is the ship's own
 * row and stays; until the copy is done (seconds), the shore's codes answer as unknown on board.
 */
async function resyncShip(ship: pg.Client, shore: pg.Client, vessel: string): Promise<void> {
  const names = linkNames(vessel);
  const info = await dropSubscription(ship, names.to);
  if (!info)
    throw new ShipShoreLinkError(
      `${vessel} is not linked (no subscription ${names.to}): npm run fleet -- link`,
    );
  await dropSlot(shore, names.to);
  const zones = await vesselZones(shore, vessel);
  const codes = await shore.query<{ zone_id: string; code: string }>(
    "SELECT zone_id, code FROM vouchers WHERE zone_id = ANY($1)",
    [zones],
  );
  const batches = await shore.query<{ batch_id: string }>(
    "SELECT batch_id FROM voucher_batches WHERE zone_id = ANY($1)",
    [zones],
  );
  await shore.query("SELECT pg_create_logical_replication_slot($1, 'pgoutput')", [names.to]);
  await ship.query("BEGIN");
  try {
    for (const zone of zones)
      for (const part of chunks(codes.rows.filter((r) => r.zone_id === zone).map((r) => r.code)))
        await ship.query("DELETE FROM vouchers WHERE zone_id = $1 AND code = ANY($2)", [zone, part]);
    for (const part of chunks(batches.rows.map((r) => r.batch_id)))
      await ship.query("DELETE FROM voucher_batches WHERE batch_id = ANY($1)", [part]);
    await ship.query("DELETE FROM fleet_manifests");
    await ship.query("DELETE FROM fleet_heartbeats WHERE site = ANY($1)", [[SHORE_SITE, echoSite(vessel)]]);
    await ship.query(
      `CREATE SUBSCRIPTION ${names.to} CONNECTION ${literal(info)} PUBLICATION ${names.to}
       WITH (create_slot = false, slot_name = ${literal(names.to)})`,
    );
    await ship.query("COMMIT");
  } catch (error) {
    await ship.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/** npm run fleet -- resync: copies a link's tables again, in one direction or both (a lost slot). */
export async function resyncVessel(o: ResyncOptions): Promise<void> {
  const names = linkNames(o.vessel);
  await onBothSides(o, async (ship, shore, also) => {
    const mirror = also(await adminClient(otherDatabase(o.shoreUrl, names.mirrorDatabase), "shore"));
    const copies = [];
    if (o.direction !== "shore-to-ship") {
      await resyncCopy(ship, mirror, o.vessel);
      copies.push({ client: mirror, subscription: names.from, label: "ship → shore" });
      o.log(`ship → shore: the vessel's copy emptied, copying again from the ship`);
    }
    if (o.direction !== "ship-to-shore") {
      await resyncShip(ship, shore, o.vessel);
      copies.push({ client: ship, subscription: names.to, label: "shore → ship" });
      o.log(`shore → ship: the shore's rows copied again to the ship`);
    }
    const done = await waitForCopies(copies, o.waitMs ?? 120_000);
    o.log(
      done ? `re-synced ${o.vessel}` : `re-syncing ${o.vessel}: the copies go on (npm run fleet -- status)`,
    );
  });
}
