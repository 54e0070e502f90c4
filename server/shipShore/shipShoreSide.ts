import type { Db } from "../storage/Storage.ts";

/**
 * Which side of a ship-and-shore link this database is (npm run fleet -- link writes it in
 * fleet_links): a vessel's own database ("ship"), the shore's ("shore"), or neither (a single
 * server, a cluster without ships, a vessel's copy on the shore's cluster).
 */
export type ShipShoreSide =
  | { side: "none" }
  | { side: "ship"; vessel: string }
  | { side: "shore"; vessels: string[] };

export async function shipShoreSide(q: Db): Promise<ShipShoreSide> {
  const rows = await q.selectFrom("fleet_links").select(["vessel", "side"]).orderBy("vessel").execute();
  const ship = rows.find((r) => r.side === "ship");
  if (ship) return { side: "ship", vessel: ship.vessel };
  return rows.length ? { side: "shore", vessels: rows.map((r) => r.vessel) } : { side: "none" };
}

/** What a use case that belongs to the other side says (mint or revoke on board: the shore's). */
export class NotThisSideError extends Error {}
