import type { Selectable } from "kysely";
import type { OpenKeyword, OpenRecord } from "../domain/types.ts";
import type { OpenAsker } from "../domain/OpenAsker.ts";
import { prepared } from "../storage/prepared.ts";
import type { Db } from "../storage/Storage.ts";
import type { OpensTable } from "../storage/Tables.ts";

export function toOpen(r: Selectable<OpensTable>): OpenRecord {
  return {
    zoneId: r.zone_id,
    id: r.open_id,
    keyword: r.keyword as OpenKeyword,
    durationMs: r.duration_ms,
    rxMaxBps: r.rx_max_bps,
    txMaxBps: r.tx_max_bps,
  };
}

// every page and trial request reads these: prepared (storage/prepared.ts)
const opensOf = prepared((q, v: { zoneId: string }) =>
  q.selectFrom("opens").selectAll().where("zone_id", "=", v.zoneId),
);
const openOf = prepared((q, v: { zoneId: string; openId: number }) =>
  q.selectFrom("opens").selectAll().where("zone_id", "=", v.zoneId).where("open_id", "=", v.openId),
);
const grantsOf = prepared((q, v: { zoneId: string; openId: number; mac: string }) =>
  q
    .selectFrom("open_grants")
    .select(["granted_at", "browser", "client"])
    .where("zone_id", "=", v.zoneId)
    .where("open_id", "=", v.openId)
    .where("mac", "=", v.mac),
);

/** A trial's or free access's grant: the device, when, and (in an unverified zone) by which browser and client. */
// a type, not an interface: prepared statements' values need its implicit index signature
export type OpenGrant = {
  zoneId: string;
  openId: number;
  mac: string;
  now: number;
  browser: string | null;
  client: string | null;
};

// on every trial's path: prepared
const grantInsert = prepared((q, v: OpenGrant) =>
  q.insertInto("open_grants").values({
    zone_id: v.zoneId,
    open_id: v.openId,
    mac: v.mac,
    granted_at: v.now,
    browser: v.browser,
    client: v.client,
  }),
);

/** The device was granted this open now (by this browser and client, in an unverified zone). */
export async function insertGrant(q: Db, grant: OpenGrant): Promise<void> {
  await grantInsert(q, grant);
}

export async function listOpens(q: Db, zoneId: string): Promise<OpenRecord[]> {
  // sorted here: an ORDER BY with a bound zone makes SQLite plan the statement again on every call
  return (await opensOf(q, { zoneId })).map(toOpen).sort((a, b) => a.id - b.id);
}

export async function findOpen(q: Db, zoneId: string, openId: number): Promise<OpenRecord | undefined> {
  const [row] = await openOf(q, { zoneId, openId });
  return row && toOpen(row);
}

// when the device was last granted this open, if ever (a device has few grants in 30 days). In an
// unverified zone, only the grants to this asker count: its browser's or its address's, and those
// that name no asker (granted before the zone was unverified, or before migration 008)
export async function lastGrant(
  q: Db,
  open: OpenRecord,
  mac: string,
  asker?: OpenAsker,
): Promise<number | null> {
  const rows = (await grantsOf(q, { zoneId: open.zoneId, openId: open.id, mac })).filter(
    (r) =>
      asker === undefined ||
      (r.browser === null && r.client === null) ||
      r.client === asker.client ||
      (asker.browser !== undefined && r.browser === asker.browser),
  );
  return rows.length ? Math.max(...rows.map((r) => r.granted_at)) : null;
}
