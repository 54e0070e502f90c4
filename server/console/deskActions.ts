import type { DisconnectAnswer } from "../gateway/aaa/Disconnector.ts";
import { logout } from "../sessions/logout.ts";
import { extendSession } from "../sessions/extendSession.ts";
import type { Storage } from "../storage/Storage.ts";
import { revokeVouchers } from "../vouchers/revokeVouchers.ts";
import { appendAudit } from "./audit.ts";
import type { VoucherCode } from "../../schemas/voucherCode.ts";
import { findSession } from "../sessions/sessionRows.ts";
import { activateVoucher } from "../vouchers/activateVoucher.ts";
import { attemptedCode } from "../vouchers/attemptedCode.ts";

export type Disconnect = (zoneId: string, mac: string, why: string) => Promise<DisconnectAnswer[]>;

// who acts, from where: every desk action's audit row names them
export interface Clerk {
  account: string;
  address: string;
}

export interface DeskDeps {
  store: Storage;
  disconnect: Disconnect;
  now: () => number;
}

/**
 * Kick now: the device is logged out (the portal's logout, so the gateway's next Access-Request is
 * refused) and every gateway holding it gets a Disconnect-Request at once; their answers are returned
 * and audited.
 */
export async function kickDevice(d: DeskDeps, by: Clerk, zoneId: string, mac: string) {
  const had = await logout(d.store, zoneId, mac);
  const answers = await d.disconnect(zoneId, mac, "console");
  await appendAudit(d.store.db, {
    ...{ at: d.now(), account: by.account, address: by.address, action: "kick", zoneId, target: mac },
    ...{
      before: { session: had },
      after: { answers },
      outcome: had || answers.length ? "kicked" : "no-session",
    },
  });
  return { had, answers };
}

/** Revokes one voucher (the CLI's revoke) and disconnects its devices at once, not at their next update. */
export async function revokeCode(d: DeskDeps, by: Clerk, zoneId: string, code: string) {
  const outcome = await revokeVouchers(d.store, { code, zoneId }, d.now());
  const answers: DisconnectAnswer[] = [];
  if (outcome.kind === "revoked")
    for (const mac of outcome.loggedOut) answers.push(...(await d.disconnect(zoneId, mac, "console-revoke")));
  await appendAudit(d.store.db, {
    ...{ at: d.now(), account: by.account, address: by.address, action: "revoke", zoneId, target: code },
    before: outcome.kind === "revoked" ? { revoked: outcome.already > 0 } : undefined,
    after: outcome.kind === "revoked" ? { loggedOut: outcome.loggedOut, answers } : undefined,
    outcome: outcome.kind,
  });
  return { outcome, answers };
}

/** More time or data for a device's session, audited with its end and limit before and after. */
export async function extendDevice(
  d: DeskDeps,
  by: Clerk,
  zoneId: string,
  mac: string,
  more: { minutes: number; megabytes: number },
) {
  const outcome = await extendSession(
    d.store,
    zoneId,
    mac,
    { ms: more.minutes * 60_000, bytes: more.megabytes * 1_000_000 },
    d.now(),
  );
  await appendAudit(d.store.db, {
    ...{ at: d.now(), account: by.account, address: by.address, action: "extend", zoneId, target: mac },
    before: outcome.kind === "extended" ? outcome.before : undefined,
    after: outcome.kind === "extended" ? outcome.after : undefined,
    outcome: outcome.kind,
  });
  return outcome;
}

/**
 * The passenger's new device: the voucher's session moves from `mac` to `to` in one transaction
 * (the old device logged out, its slot given to the new one, max_devices as for any activation),
 * then every gateway holding the old device gets a Disconnect-Request at once, as for kick. The
 * new device connects through its gateway as usual; the desk is the trusted party that says it is
 * the passenger's (docs/how-to/console.md).
 */
export async function moveVoucher(
  d: DeskDeps & { attemptKey: Buffer },
  by: Clerk,
  zoneId: string,
  mac: string,
  to: string,
) {
  const code = (await findSession(d.store.db, zoneId, mac))?.voucherCode ?? null;
  const decision = code
    ? await activateVoucher(
        d.store,
        {
          ...{ zoneId, mac: to, code, logoutOldest: false, replaces: mac },
          attemptedCode: attemptedCode(d.attemptKey, code as VoucherCode),
        },
        d.now(),
      )
    : undefined;
  const moved = decision?.kind === "activate";
  const answers = moved ? await d.disconnect(zoneId, mac, "console-move") : [];
  const outcome = !decision ? "no-voucher" : moved ? "moved" : decision.kind;
  await appendAudit(d.store.db, {
    ...{ at: d.now(), account: by.account, address: by.address, action: "move", zoneId, target: mac },
    before: { mac, code },
    after: moved ? { mac: to, code, answers } : undefined,
    outcome,
  });
  return { outcome, answers };
}
