import type { VoucherCode } from "../../schemas/voucherCode.ts";
import { findSession } from "../sessions/sessionRows.ts";
import { activateVoucher } from "../vouchers/activateVoucher.ts";
import { attemptedCode } from "../vouchers/attemptedCode.ts";
import { appendAudit } from "./appendAudit.ts";
import type { Clerk, DeskDeps } from "./DeskDeps.ts";

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
