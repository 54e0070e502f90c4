import { deauthorize } from "../sessions/sessionRows.ts";
import type { Storage } from "../storage/Storage.ts";
import { refuseOnBoard } from "../shipShore/refuseOnBoard.ts";

export type RevokeTarget = { batchId: string } | { code: string; zoneId?: string };

export type RevokeOutcome =
  | { kind: "unknown-batch" }
  | { kind: "unknown-code" }
  // a shop's or a cruise's code is unique in its zone only: the operator names the zone
  | { kind: "ambiguous"; zoneIds: string[] }
  | {
      kind: "revoked";
      zoneId: string;
      // revoked now; revoked before (left as they were)
      codes: string[];
      already: number;
      // the devices that were on them: logged out, so their gateway lets them go
      loggedOut: string[];
    };

/**
 * Revokes a batch, or one code (npm run vouchers -- revoke), in one transaction: the vouchers'
 * rows first, as an activation locks them, so a code is either activated before or refused after.
 * A revoked code answers every later activation as an unknown one (decideVoucherActivation.ts).
 * The devices already on it are logged out as the portal's logout button does: the next RADIUS
 * authorization is rejected, and the gateway is told to let them go at its next accounting
 * update (recordAccounting.ts), within the zone's interimIntervalSeconds.
 */
export function revokeVouchers(store: Storage, target: RevokeTarget, now: number): Promise<RevokeOutcome> {
  return store.transaction(async (tx): Promise<RevokeOutcome> => {
    const { q } = tx;
    // the voucher's row is the shore's on a linked vessel: revoked there, the revocation reaches
    // the ship with the link, and the ship logs its devices out (shipShore/applyRevocations.ts)
    await refuseOnBoard(q, "revokes vouchers");
    let query = q.selectFrom("vouchers").select(["zone_id", "code", "revoked_at"]);
    if ("batchId" in target) {
      const batch = await q
        .selectFrom("voucher_batches")
        .select("batch_id")
        .where("batch_id", "=", target.batchId)
        .executeTakeFirst();
      if (!batch) return { kind: "unknown-batch" };
      query = query.where("batch_id", "=", target.batchId);
    } else {
      query = query.where("code", "=", target.code.toUpperCase());
      if (target.zoneId !== undefined) query = query.where("zone_id", "=", target.zoneId);
    }
    const rows = await tx.forUpdate(query).execute();
    const zoneIds = [...new Set(rows.map((r) => r.zone_id))].sort();
    if (zoneIds.length === 0)
      return "batchId" in target ? { kind: "unknown-batch" } : { kind: "unknown-code" };
    if (zoneIds.length > 1) return { kind: "ambiguous", zoneIds };
    const zoneId = zoneIds[0] as string;
    const codes = rows.filter((r) => r.revoked_at === null).map((r) => r.code);
    const all = rows.map((r) => r.code);
    if (codes.length)
      await q
        .updateTable("vouchers")
        .set({ revoked_at: now })
        .where("zone_id", "=", zoneId)
        .where("code", "in", codes)
        .execute();
    const on = await q
      .selectFrom("sessions")
      .select("mac")
      .where("zone_id", "=", zoneId)
      .where("voucher_code", "in", all)
      .where("backend_authed", "=", 1)
      .orderBy("mac")
      .execute();
    for (const { mac } of on) await deauthorize(q, zoneId, mac);
    return {
      kind: "revoked",
      zoneId,
      codes,
      already: rows.length - codes.length,
      loggedOut: on.map((s) => s.mac),
    };
  });
}
