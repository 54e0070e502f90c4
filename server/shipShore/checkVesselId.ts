import type { FastifyBaseLogger } from "fastify";
import type { ShipShoreStatus } from "./ShipShoreLink.ts";

/** The database's link and VESSEL_ID disagree: the server is pointed at another vessel's database. */
export class VesselMismatchError extends Error {}

/**
 * VESSEL_ID guards a ship's server against another database: one linked as another vessel, or as
 * the shore, stops the start (one line, exit code 1). A database not linked yet is served (the
 * server migrates it before npm run fleet -- link can), with a warning until it is.
 */
export function checkVesselId(
  vesselId: string | undefined,
  status: ShipShoreStatus,
  log: FastifyBaseLogger,
): void {
  if (!vesselId) return;
  if (status.side === "none")
    log.warn(
      { vesselId },
      "VESSEL_ID is set but this database is not linked to a shore yet: run npm run fleet -- link (server/README.md, Ship and shore)",
    );
  else if (status.side !== "ship" || status.vessel !== vesselId)
    throw new VesselMismatchError(
      `VESSEL_ID is ${vesselId}, but this database is linked as ${status.side === "ship" ? `vessel ${status.vessel}` : "the shore"}: check DATABASE_URL`,
    );
}
