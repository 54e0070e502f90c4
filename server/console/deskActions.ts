import type { DisconnectAnswer } from "../gateway/aaa/Disconnector.ts";
import { logout } from "../sessions/logout.ts";
import { extendSession } from "../sessions/extendSession.ts";
import type { Storage } from "../storage/Storage.ts";
import { revokeVouchers } from "../vouchers/revokeVouchers.ts";
import { appendAudit } from "./audit.ts";

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
