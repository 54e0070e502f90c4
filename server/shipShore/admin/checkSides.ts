import type pg from "pg";
import { ShipShoreLinkError } from "./adminClient.ts";

const MIGRATION = "010-ship-and-shore";

/** Both are Gangway databases at this release, and neither is linked as the other side. */
export async function checkSides(ship: pg.Client, shore: pg.Client, vessel: string): Promise<void> {
  for (const [c, label] of [
    [ship, "ship"],
    [shore, "shore"],
  ] as const) {
    const { rows } = await c
      .query<{ ok: boolean }>(
        "SELECT to_regclass('migrations') IS NOT NULL AND EXISTS (SELECT 1 FROM migrations WHERE name = $1) AS ok",
        [MIGRATION],
      )
      .catch(() => ({ rows: [{ ok: false }] }));
    if (!rows[0]?.ok)
      throw new ShipShoreLinkError(
        `the ${label}'s database is not a Gangway database of this release: start a Gangway server on it once (it migrates it), then link`,
      );
  }
  const shipLinks = await ship.query<{ vessel: string; side: string }>(
    "SELECT vessel, side FROM fleet_links",
  );
  const other = shipLinks.rows.find((r) => r.side === "shore" || r.vessel !== vessel);
  if (other)
    throw new ShipShoreLinkError(
      other.side === "shore"
        ? "the ship's database is a shore's (it has vessels linked): give the vessel a database of its own"
        : `the ship's database is linked as ${other.vessel} already: one database per vessel`,
    );
  const shoreLinks = await shore.query("SELECT 1 FROM fleet_links WHERE side = 'ship'");
  if (shoreLinks.rowCount)
    throw new ShipShoreLinkError("the shore's database is a vessel's (linked as a ship)");
}

/** The vessel's zones as the shore's manifests give them (zones.vessel, reconciled). */
export async function vesselZones(shore: pg.Client, vessel: string): Promise<string[]> {
  const { rows } = await shore.query<{ zone_id: string }>(
    "SELECT zone_id FROM zones WHERE vessel = $1 ORDER BY zone_id",
    [vessel],
  );
  if (rows.length === 0) {
    const known = await shore.query<{ vessel: string }>(
      "SELECT DISTINCT vessel FROM zones WHERE vessel IS NOT NULL AND retired_at IS NULL ORDER BY vessel",
    );
    throw new ShipShoreLinkError(
      `the shore's manifests give ${vessel} no zone (a vessel is "<operator>/<file name>", or a zone's "vessel"); known: ${known.rows.map((r) => r.vessel).join(", ") || "none"}`,
    );
  }
  return rows.map((r) => r.zone_id);
}

/**
 * Rows both sides hold for the vessel's zones before the first copy: a voucher code or a batch id
 * the ship has and the shore would copy to it. The copy would stop at the first one.
 */
export async function clashingRows(
  ship: pg.Client,
  shore: pg.Client,
  zones: string[],
): Promise<string | undefined> {
  for (const [table, key] of [
    ["vouchers", "code"],
    ["voucher_batches", "batch_id"],
  ] as const) {
    const theirs = await shore.query<{ k: string }>(
      `SELECT ${key} AS k FROM ${table} WHERE zone_id = ANY($1)`,
      [zones],
    );
    if (theirs.rows.length === 0) continue;
    // a voucher is its zone's and code's; a batch id is the whole database's
    const sameZone = table === "vouchers" ? "AND zone_id = ANY($2)" : "AND $2::text[] IS NOT NULL";
    const mine = await ship.query<{ k: string }>(
      `SELECT ${key} AS k FROM ${table} WHERE ${key} = ANY($1) ${sameZone}`,
      [theirs.rows.map((r) => r.k), zones],
    );
    if (mine.rows.length)
      return `${table} ${mine.rows
        .map((r) => r.k)
        .slice(0, 5)
        .join(", ")}`;
  }
  return undefined;
}

/** The role the Gangway servers use: the owner of their tables. */
export async function serverRole(c: pg.Client): Promise<string> {
  const { rows } = await c.query<{ owner: string }>(
    "SELECT tableowner AS owner FROM pg_tables WHERE schemaname = 'public' AND tablename = 'zones'",
  );
  return rows[0]?.owner as string;
}
