import { decideVoucherActivation, type VoucherDecision } from "./decideVoucherActivation.ts";
import { voucherSessionTerms } from "./voucherSessionTerms.ts";
import { deauthorize, putSession } from "../sessions/sessionRows.ts";
import type { Storage } from "../storage/Storage.ts";
import { recordVoucherUse } from "../sessions/recordVoucherUse.ts";
import { selectVouchers, toVoucher } from "./voucherRows.ts";
import { deviceLock } from "../storage/deviceLock.ts";
import { bindBrowser, forgetBinding } from "../security/binding.ts";

export interface VoucherActivation {
  zoneId: string;
  mac: string;
  code: string;
  logoutOldest: boolean;
  // what the attempt log keeps of the code (vouchers/attemptedCode.ts, keyed): stored as given
  attemptedCode: string;
  // in a zone no gateway vouches for: the browser the session answers alone once it runs
  bindTo?: string | undefined;
  // the desk moves the voucher from this device (the passenger's old one): its slot counts as
  // free, and it is logged out in the same transaction when the new device gets the session
  replaces?: string | undefined;
}

/**
 * A device activates a voucher code: the rules decide (vouchers/decideVoucherActivation.ts) on the
 * voucher's row, locked, and the devices it holds; the attempt is logged in the same transaction.
 * The device's lock comes first (as a trial's and accounting's do, accounting then taking the
 * voucher's row too): a trial started at the same instant either ran before and is replaced, or
 * waits and finds the voucher's session, so the paid clock never runs under a trial. In a zone no
 * gateway vouches for, the session is bound to the browser that activated it (`bindTo`), with it.
 */
export function activateVoucher(
  store: Storage,
  request: VoucherActivation,
  now: number,
): Promise<VoucherDecision> {
  const { zoneId, mac, code, logoutOldest, attemptedCode, bindTo, replaces } = request;
  return store.transaction(async (tx) => {
    const { q } = tx;
    // two devices' locks in one order, so two moves between the same pair cannot deadlock
    for (const m of [mac, replaces ?? mac].filter((m, i, all) => all.indexOf(m) === i).sort())
      await tx.lock(deviceLock(zoneId, m));
    // every activation of one voucher, on any server, waits here for the one before it; then
    // the voucher is read with its use (FOR UPDATE cannot go with the use's subqueries)
    await tx
      .forUpdate(
        q.selectFrom("vouchers").select("code").where("zone_id", "=", zoneId).where("code", "=", code),
      )
      .execute();
    const row = await selectVouchers(q)
      .where("v.zone_id", "=", zoneId)
      .where("v.code", "=", code)
      .executeTakeFirst();
    const voucher = row && toVoucher(row);
    const bound = (
      await q
        .selectFrom("sessions")
        .select(["mac", "authed_at as authedAt"])
        .where("zone_id", "=", zoneId)
        .where("voucher_code", "=", code)
        .where("backend_authed", "=", 1)
        .execute()
    ).filter((b) => b.mac !== replaces);
    const decision = decideVoucherActivation({ voucher, bound, mac, logoutOldest, now });
    // the attempt log commits with the activation, never one without the other
    await q
      .insertInto("voucher_attempts")
      .values({ at: now, zone_id: zoneId, mac, code: attemptedCode, outcome: decision.kind })
      .execute();
    // the browser that holds the code may read or change the device while the session runs
    if (bindTo !== undefined && (decision.kind === "activate" || decision.kind === "already-active"))
      await bindBrowser(q, zoneId, mac, bindTo, now);
    if (decision.kind !== "activate" || !voucher) return decision;
    // the first activation starts the clock, in the voucher's use (written on board, whoever
    // minted the voucher), before other devices' rows, as accounting takes the use then a session
    if (voucher.activatedAt === null) await recordVoucherUse(q, zoneId, code, { activatedAt: now });
    for (const other of decision.logout) await deauthorize(q, zoneId, other);
    if (replaces !== undefined) {
      await deauthorize(q, zoneId, replaces);
      // the desk vouches for the new device, not for whichever browser last bound its MAC (a
      // stranger's trial would otherwise hold the moved session): the next browser it binds
      await forgetBinding(q, zoneId, mac);
    }
    const terms = voucherSessionTerms({ ...voucher, activatedAt: voucher.activatedAt ?? now }, now);
    await putSession(q, {
      ...{ zoneId, mac, acAuthed: false, openId: null, openKeyword: null, voucherCode: code },
      ...{ authedAt: now, bytesUsed: 0, terms },
    });
    return decision;
  });
}
