import type { SessionRecord } from "../domain/types.ts";
import { findSession } from "../sessions/sessionRows.ts";
import type { Db } from "../storage/Storage.ts";
import { lastVerdicts, type Verdict } from "../access/verdict.ts";

export interface DeviceCard {
  zoneId: string;
  mac: string;
  session: SessionRecord | undefined;
  // open accounting sessions: the gateways that say it is online now
  online: { gateway: string; since: number; updatedAt: number; bytes: number }[];
  // the voucher's other devices
  devices: { mac: string; authed: boolean }[];
  // its voucher was revoked (by a clerk, a refund or the CLI): nothing left to move or revoke
  voucherRevoked: boolean;
  order:
    | {
        publicId: string;
        status: string;
        email: string | null;
        mail: "sent" | "queued" | "failed" | "none";
        // the card's voucher: the code a partial refund names, and whether it was refunded
        code: string;
        voucherRefunded: boolean;
      }
    | undefined;
  // the gateways' last answers about it, newest first
  verdicts: Verdict[];
}

/** What the desk sees of one device: online now, data, end, its voucher's devices, its order and mail. */
export async function deviceCard(q: Db, zoneId: string, mac: string): Promise<DeviceCard> {
  const session = await findSession(q, zoneId, mac);
  const accounting = await q
    .selectFrom("accounting_sessions")
    .select(["gateway", "started_at", "updated_at", "input_octets", "output_octets"])
    .where("zone_id", "=", zoneId)
    .where("mac", "=", mac)
    .where("stopped_at", "is", null)
    .execute();
  const code = session?.voucherCode ?? null;
  const devices = code
    ? await q
        .selectFrom("sessions")
        .select(["mac", "backend_authed"])
        .where("zone_id", "=", zoneId)
        .where("voucher_code", "=", code)
        .orderBy("mac")
        .limit(100)
        .execute()
    : [];
  const voucher = code
    ? await q
        .selectFrom("vouchers")
        .select("revoked_at")
        .where("zone_id", "=", zoneId)
        .where("code", "=", code)
        .executeTakeFirst()
    : undefined;
  const order = code
    ? await q
        .selectFrom("order_vouchers as v")
        .innerJoin("orders as o", "o.public_id", "v.public_id")
        .select(["o.public_id", "o.status", "o.email", "v.code", "v.refunded_at"])
        .where("v.zone_id", "=", zoneId)
        .where("v.code", "=", code)
        .executeTakeFirst()
    : undefined;
  const mail = order
    ? await q
        .selectFrom("mail_outbox")
        .select(["sent_at", "failed_at"])
        .where("public_id", "=", order.public_id)
        .orderBy("id", "desc")
        .executeTakeFirst()
    : undefined;
  return {
    zoneId,
    mac,
    session,
    online: accounting.map((a) => ({
      gateway: a.gateway,
      since: a.started_at,
      updatedAt: a.updated_at,
      bytes: a.input_octets + a.output_octets,
    })),
    verdicts: await lastVerdicts(q, zoneId, mac),
    devices: devices.map((d) => ({ mac: d.mac, authed: d.backend_authed === 1 })),
    voucherRevoked: voucher !== undefined && voucher.revoked_at !== null,
    order: order && {
      publicId: order.public_id,
      status: order.status,
      email: order.email,
      code: order.code,
      voucherRefunded: order.refunded_at !== null,
      mail: !mail ? "none" : mail.sent_at !== null ? "sent" : mail.failed_at !== null ? "failed" : "queued",
    },
  };
}
