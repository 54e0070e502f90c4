import { closest } from "../../fleet/lint/closest.ts";
import { type DatabaseEnv, type Storage, ZoneRecords } from "../../server/operations.ts";
import { openServerDatabase } from "../cli/openServerDatabase.ts";
import { VouchersError } from "./VouchersError.ts";

/**
 * The server's database and one of its zones, or a refusal naming the zone meant; the caller
 * closes the store (the store is closed here when the zone is unknown).
 */
export async function openZone(database: DatabaseEnv, zoneId: string) {
  const store: Storage = await openServerDatabase(database);
  const zones = new ZoneRecords(store);
  const zone = await zones.find(zoneId);
  if (zone) return { store, zone };
  const known = await zones.ids();
  await store.close();
  const near = closest(zoneId, known);
  throw new VouchersError(
    `unknown zone "${zoneId}" in ${store.where}${near ? ` (did you mean "${near}"?)` : ""}; the server adds a zone when it loads its manifest (start, or SIGHUP). Known: ${known.join(", ") || "none"}`,
  );
}
