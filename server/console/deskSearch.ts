import { gatewayMac } from "../access/gatewayMac.ts";
import type { Db } from "../storage/Storage.ts";

// one line of the desk's search results: a device, or a voucher no device is on yet
export interface DeskHit {
  zoneId: string;
  mac: string | null;
  code: string | null;
  // what matched: mac, code, email, order, surname
  via: "mac" | "code" | "email" | "order" | "surname";
}

const MAX_HITS = 50;
const CODE = /^[A-Za-z0-9]{4,32}$/;

async function devicesOfCodes(
  q: Db,
  zones: string[],
  codes: { zone_id: string; code: string }[],
  via: DeskHit["via"],
) {
  const hits: DeskHit[] = [];
  for (const c of codes.slice(0, MAX_HITS)) {
    if (!zones.includes(c.zone_id)) continue;
    const devices = await q
      .selectFrom("sessions")
      .select("mac")
      .where("zone_id", "=", c.zone_id)
      .where("voucher_code", "=", c.code)
      .orderBy("mac")
      .limit(MAX_HITS)
      .execute();
    if (devices.length === 0) hits.push({ zoneId: c.zone_id, mac: null, code: c.code, via });
    for (const d of devices) hits.push({ zoneId: c.zone_id, mac: d.mac, code: c.code, via });
  }
  return hits;
}

/**
 * The desk's one search box: a MAC in any spelling, a voucher code, an e-mail, an order id or a
 * booking surname, each looked up in the zones the account may see only (`zones`).
 */
export async function deskSearch(q: Db, zones: string[], text: string): Promise<DeskHit[]> {
  const query = text.trim().slice(0, 200);
  if (!query || zones.length === 0) return [];
  // colons, dashes, Cisco's dots or bare: as a gateway's screen or a sticker shows it
  const mac = gatewayMac(query);
  if (mac) {
    const rows = await q
      .selectFrom("sessions")
      .select(["zone_id", "mac", "voucher_code"])
      .where("mac", "=", mac)
      .where("zone_id", "in", zones)
      .execute();
    return rows.map((r) => ({ zoneId: r.zone_id, mac: r.mac, code: r.voucher_code, via: "mac" }));
  }
  if (query.includes("@")) {
    const codes = await q
      .selectFrom("orders as o")
      .innerJoin("order_vouchers as v", "v.public_id", "o.public_id")
      .select(["v.zone_id", "v.code"])
      .where((eb) => eb(eb.fn("lower", ["o.email"]), "=", query.toLowerCase()))
      .where("o.zone_id", "in", zones)
      .execute();
    return devicesOfCodes(q, zones, codes, "email");
  }
  const order = await q
    .selectFrom("order_vouchers")
    .select(["zone_id", "code"])
    .where("public_id", "=", query)
    .where("zone_id", "in", zones)
    .execute();
  if (order.length) return devicesOfCodes(q, zones, order, "order");
  if (CODE.test(query)) {
    const codes = await q
      .selectFrom("vouchers")
      .select(["zone_id", "code"])
      .where("code", "=", query.toUpperCase())
      .where("zone_id", "in", zones)
      .execute();
    if (codes.length) return devicesOfCodes(q, zones, codes, "code");
  }
  const charges = await q
    .selectFrom("cruise_bookings as b")
    .innerJoin("cruise_charges as c", "c.booking_id", "b.booking_id")
    .select(["b.zone_id", "c.voucher_code as code"])
    .where((eb) => eb(eb.fn("lower", ["b.surname"]), "=", query.toLowerCase()))
    .where("b.zone_id", "in", zones)
    .execute();
  return devicesOfCodes(q, zones, charges, "surname");
}
