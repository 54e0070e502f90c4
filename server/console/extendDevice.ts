import { extendSession } from "../sessions/extendSession.ts";
import { appendAudit } from "./appendAudit.ts";
import type { Clerk, DeskDeps } from "./DeskDeps.ts";

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
