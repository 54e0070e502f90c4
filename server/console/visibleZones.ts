import type { Db } from "../storage/Storage.ts";
import { type ConsoleAccount, seesVessel } from "./ConsoleAccount.ts";

export interface VisibleZone {
  zoneId: string;
  vessel: string | null;
}

/** The zones whose devices, orders and reports the account may read and change. */
export async function visibleZones(q: Db, account: ConsoleAccount): Promise<VisibleZone[]> {
  const rows = await q.selectFrom("zones").select(["zone_id", "vessel"]).orderBy("zone_id").execute();
  return rows
    .filter((r) => seesVessel(account, r.vessel))
    .map((r) => ({ zoneId: r.zone_id, vessel: r.vessel }));
}
