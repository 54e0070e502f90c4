import type { Storage } from "../storage/Storage.ts";
import { appendAudit } from "./appendAudit.ts";
import type { Clerk } from "./DeskDeps.ts";
import type { ChangeOutcome } from "./ChangeOutcome.ts";
import { liveAccount } from "./liveAccount.ts";

/**
 * An admin disables an account: its row stays (the trail names it) but it signs in no more, and
 * its signed-in sessions are deleted in the same transaction, so they end at once.
 */
export async function disableAccount(
  store: Storage,
  by: Clerk,
  name: string,
  now: number,
): Promise<ChangeOutcome> {
  if (name === by.account) return { kind: "self" };
  return store.transaction(async ({ q }) => {
    const row = await liveAccount(q, name);
    if (!row) return { kind: "unknown" } as const;
    await q
      .updateTable("console_accounts")
      .set({ disabled_at: now })
      .where("account_id", "=", row.account_id)
      .execute();
    const ended = await q
      .deleteFrom("console_sessions")
      .where("account_id", "=", row.account_id)
      .executeTakeFirst();
    await appendAudit(q, {
      ...{ at: now, account: by.account, address: by.address, action: "account-disable", target: name },
      before: { disabled: false },
      after: { disabled: true, sessionsEnded: Number(ended.numDeletedRows) },
      outcome: "disabled",
    });
    return { kind: "changed" } as const;
  });
}
