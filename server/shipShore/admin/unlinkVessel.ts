import type pg from "pg";
import { linkNames } from "../linkNames.ts";
import { dropVesselPolicies } from "../applyVesselPolicies.ts";
import { adminClient, onBothSides, otherDatabase } from "./adminClient.ts";
import { dropSlot, dropSubscription } from "./dropSubscription.ts";

export interface UnlinkOptions {
  vessel: string;
  shipUrl: string;
  shoreUrl: string;
  // also drop the vessel's copy on the shore's cluster (kept by default: its history)
  dropCopy?: boolean;
  log: (line: string) => void;
}

async function dropRole(c: pg.Client, role: string): Promise<void> {
  if (!(await c.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [role])).rowCount) return;
  await c.query(`DROP OWNED BY ${role}`);
  await c.query(`DROP ROLE ${role}`);
}

/**
 * npm run fleet -- unlink: the vessel's link undone on both sides (subscriptions, slots,
 * publications, roles and their policies, fleet_links); each database keeps its rows, and the ship
 * serves on as a single vessel of its own. The vessel's copy on shore stays unless asked.
 */
export async function unlinkVessel(o: UnlinkOptions): Promise<void> {
  const names = linkNames(o.vessel);
  await onBothSides(o, async (ship, shore, also) => {
    await dropSubscription(ship, names.to);
    const exists = (await shore.query("SELECT 1 FROM pg_database WHERE datname = $1", [names.mirrorDatabase]))
      .rowCount;
    if (exists) {
      const mirror = also(await adminClient(otherDatabase(o.shoreUrl, names.mirrorDatabase), "shore"));
      await dropSubscription(mirror, names.from);
    }
    await dropSlot(shore, names.to);
    await dropSlot(ship, names.from);
    await shore.query(`DROP PUBLICATION IF EXISTS ${names.to}`);
    await ship.query(`DROP PUBLICATION IF EXISTS ${names.from}`);
    // first the link's record: the shore's servers stop keeping its policies (syncPublications.ts)
    await shore.query("DELETE FROM fleet_links WHERE vessel = $1", [o.vessel]);
    await dropVesselPolicies((text) => shore.query(text), names);
    await dropRole(shore, names.to);
    await dropRole(ship, names.from);
    await ship.query("DELETE FROM fleet_links WHERE vessel = $1", [o.vessel]);
    if (exists && o.dropCopy) await shore.query(`DROP DATABASE ${names.mirrorDatabase} WITH (FORCE)`);
    o.log(
      `unlinked ${o.vessel}${exists && !o.dropCopy ? ` (its copy on shore, ${names.mirrorDatabase}, is kept)` : ""}`,
    );
  });
}
