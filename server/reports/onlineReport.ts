import type { Storage } from "../storage/Storage.ts";
import type { ReportFilter } from "./ReportFilter.ts";

export interface OnlineRow {
  zone: string;
  // devices a gateway reports online now: an accounting session started and not stopped
  online: number;
  // devices the portal let online (a session the access controller authorised)
  authorised: number;
  // what the open accounting sessions have carried so far
  bytesIn: number;
  bytesOut: number;
}

/**
 * Devices online per zone now, from the gateways' accounting (access/): every active zone,
 * those with none included, so a ship whose gateway went quiet reads 0 rather than vanishing.
 */
export async function onlineReport(
  store: Storage,
  filter: Pick<ReportFilter, "zoneId"> = {},
): Promise<OnlineRow[]> {
  let query = store.db
    .selectFrom("zones as z")
    .where("z.retired_at", "is", null)
    .select("z.zone_id as zone")
    .select((eb) => [
      eb
        .selectFrom("accounting_sessions as a")
        .select((a) => a.fn.count<number>("a.mac").distinct().as("n"))
        .whereRef("a.zone_id", "=", "z.zone_id")
        .where("a.stopped_at", "is", null)
        .as("online"),
      eb
        .selectFrom("sessions as s")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("s.zone_id", "=", "z.zone_id")
        .where("s.ac_authed", "=", 1)
        .where("s.backend_authed", "=", 1)
        .as("authorised"),
      eb
        .selectFrom("accounting_sessions as a")
        .select((a) => a.fn.sum<number>("a.input_octets").as("n"))
        .whereRef("a.zone_id", "=", "z.zone_id")
        .where("a.stopped_at", "is", null)
        .as("bytesIn"),
      eb
        .selectFrom("accounting_sessions as a")
        .select((a) => a.fn.sum<number>("a.output_octets").as("n"))
        .whereRef("a.zone_id", "=", "z.zone_id")
        .where("a.stopped_at", "is", null)
        .as("bytesOut"),
    ])
    .orderBy("z.zone_id");
  if (filter.zoneId) query = query.where("z.zone_id", "=", filter.zoneId);
  const rows = await query.execute();
  // counts and sums come back as strings from PostgreSQL's BIGINT/NUMERIC, null for no rows
  return rows.map((r) => ({
    zone: r.zone,
    online: Number(r.online ?? 0),
    authorised: Number(r.authorised ?? 0),
    bytesIn: Number(r.bytesIn ?? 0),
    bytesOut: Number(r.bytesOut ?? 0),
  }));
}
