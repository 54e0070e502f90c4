import { ZONES_LOCK } from "../zones/reconcileZones.ts";
import type { Storage } from "../storage/Storage.ts";

// children first, so foreign keys never object; deleting the zones cascades to everything else
const TABLES = [
  "analytics_events",
  "voucher_attempts",
  "open_grants",
  "sessions",
  "voucher_use",
  "vouchers",
  "opens",
  "zones",
] as const;

/** Test mode: every zone and what hangs off it gone, before the zones and demo data are written again. */
export function clearZones(store: Storage): Promise<void> {
  return store.transaction(async (tx) => {
    await tx.lock(ZONES_LOCK);
    for (const table of TABLES) await tx.q.deleteFrom(table).execute();
  });
}
