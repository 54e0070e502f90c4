import type { DisconnectAnswer } from "../gateway/aaa/Disconnector.ts";
import { revokeVouchers } from "../vouchers/revokeVouchers.ts";
import { appendAudit } from "./appendAudit.ts";
import type { Clerk, DeskDeps } from "./DeskDeps.ts";

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
