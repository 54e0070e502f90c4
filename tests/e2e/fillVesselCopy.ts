import { openPeerStorage } from "../../server/storage/open/openPeerStorage.ts";

// what the test plants in the vessel's copy: one device online, one voucher sold by card today
export const SALE = { currency: "EUR", amount: 1250 };

// what the ship's publication brings its copy: its zone, a device online, a card sale today
export async function fillVesselCopy(url: string, vessel: string): Promise<void> {
  const copy = openPeerStorage(url, 1);
  try {
    await copy.migrate();
    const zone = { zone_id: "gn-premium-demo", zone_prefix: vessel, tier: "premium" };
    await copy.db
      .insertInto("zones")
      .values({ ...zone, settings_json: "{}", definition_json: null, retired_at: null })
      .execute();
    const now = Date.now();
    const mac = "02:00:00:00:5e:01";
    await copy.db
      .insertInto("accounting_sessions")
      .values({
        ...{ client_address: "10.0.0.1", gateway: "gw", acct_session_id: mac, zone_id: zone.zone_id, mac },
        ...{ user_name: mac, nas_address: "10.0.0.1", started_at: now, updated_at: now, stopped_at: null },
        ...{ input_octets: 0, output_octets: 0, session_time: 0, terminate_cause: null },
      })
      .execute();
    const order = { public_id: "o-shore-1", zone_id: zone.zone_id };
    await copy.db
      .insertInto("orders")
      .values({
        ...{ ...order, idempotency_key: null, request_hash: "h", status: "completed" },
        ...{ first_name: null, last_name: null, email: null, ...SALE },
        ...{ created_at: now, completed_at: now },
      })
      .execute();
    await copy.db
      .insertInto("order_lines")
      .values({
        ...{
          public_id: order.public_id,
          item_id: 1,
          name: "1 day",
          description: "",
          translations_json: null,
        },
        ...{ unit_amount: SALE.amount, quantity: 1, max_devices: 1, duration_ms: 86_400_000 },
        ...{ byte_limit: null, rx_max_bps: null, tx_max_bps: null },
      })
      .execute();
  } finally {
    await copy.close();
  }
}
