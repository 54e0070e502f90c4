import { logout } from "../sessions/logout.ts";
import { appendAudit } from "./appendAudit.ts";
import type { Clerk, DeskDeps } from "./DeskDeps.ts";

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
