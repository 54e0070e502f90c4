import type { Db } from "../storage/Storage.ts";
import { shipShoreSide, NotThisSideError } from "./shipShoreSide.ts";

/**
 * Inside a use case that belongs to the shore on a linked vessel (minting a batch, revoking a
 * voucher): on the ship's database it throws, naming where to do it instead. The shore's row
 * reaches the ship with the link; a row the ship wrote instead would be a second writer.
 */
export async function refuseOnBoard(q: Db, what: string): Promise<void> {
  const site = await shipShoreSide(q);
  if (site.side === "ship")
    throw new NotThisSideError(
      `this is ${site.vessel}'s database, linked to the shore: the shore ${what} for its vessels ` +
        "(run the command with the shore's DATABASE_URL); the ship has it when its link is up",
    );
}
