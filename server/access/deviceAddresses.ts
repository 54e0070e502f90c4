import { DAY } from "../domain/time.ts";
import { clientKey } from "../rateLimit/clientKey.ts";
import { prepared } from "../storage/prepared.ts";
import type { Db } from "../storage/Storage.ts";

// how long a gateway's word on an address holds after it last said it: a DHCP lease's day. A new
// holder of the address is reported by its own first Access-Request, which takes the row over
export const ADDRESS_HOLDS_MS = DAY;

type Seen = { zoneId: string; address: string; mac: string; now: number };

// every Access-Request and accounting report that carries Framed-IP-Address: prepared
const upsertAddress = prepared((q, v: Seen) =>
  q
    .insertInto("device_addresses")
    .values({ zone_id: v.zoneId, address: v.address, mac: v.mac, seen_at: v.now })
    .onConflict((oc) => oc.columns(["zone_id", "address"]).doUpdateSet({ mac: v.mac, seen_at: v.now })),
);

const macAt = prepared((q, v: { zoneId: string; address: string; since: number }) =>
  q
    .selectFrom("device_addresses")
    .select("mac")
    .where("zone_id", "=", v.zoneId)
    .where("address", "=", v.address)
    .where("seen_at", ">=", v.since),
);

/** The gateway said this device holds this address now (one row per zone and address). */
export async function recordAddress(q: Db, zoneId: string, mac: string, address: string, now: number) {
  await upsertAddress(q, { zoneId, address: clientKey(address), mac, now });
}

/** The device the zone's gateway says holds `address` now, if it said so. */
export async function macAtAddress(q: Db, zoneId: string, address: string, now: number) {
  const [row] = await macAt(q, { zoneId, address: clientKey(address), since: now - ADDRESS_HOLDS_MS });
  return row?.mac;
}

/** Whether the zone's gateway vouches that a request from `address` is the device `mac`. */
export async function addressVouches(q: Db, zoneId: string, address: string, mac: string, now: number) {
  return (await macAtAddress(q, zoneId, address, now)) === mac;
}

export async function pruneAddresses(q: Db, before: number): Promise<void> {
  await q.deleteFrom("device_addresses").where("seen_at", "<", before).execute();
}
