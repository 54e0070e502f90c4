import type { Db, Storage } from "../storage/Storage.ts";
import { appendAudit } from "./audit.ts";
import type { ConsoleRole } from "./ConsoleAccount.ts";
import { roleRefusal } from "./addAccount.ts";
import type { Clerk } from "./DeskDeps.ts";

export type ChangeOutcome =
  | { kind: "changed" }
  | { kind: "unknown" }
  // an admin cannot disable or demote the account it is signed in with (no admin locks itself out)
  | { kind: "self" }
  | { kind: "refused"; field: string; reason: string };

const liveAccount = (q: Db, name: string) =>
  q
    .selectFrom("console_accounts")
    .select(["account_id", "role", "scope_json"])
    .where("name", "=", name)
    .where("disabled_at", "is", null)
    .executeTakeFirst();

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

/** An admin changes an account's role and scope (checked as when adding one), audited before and after. */
export async function changeRole(
  store: Storage,
  by: Clerk,
  change: { name: string; role: string; scope: string[] },
  now: number,
): Promise<ChangeOutcome> {
  if (change.name === by.account) return { kind: "self" };
  const refused = roleRefusal(change);
  if (refused) return refused;
  const scope =
    change.role === "admin"
      ? null
      : JSON.stringify(change.role === "operator" ? change.scope[0] : change.scope);
  return store.transaction(async ({ q }) => {
    const row = await liveAccount(q, change.name);
    if (!row) return { kind: "unknown" } as const;
    await q
      .updateTable("console_accounts")
      .set({ role: change.role as ConsoleRole, scope_json: scope })
      .where("account_id", "=", row.account_id)
      .execute();
    await appendAudit(q, {
      ...{ at: now, account: by.account, address: by.address, action: "account-role", target: change.name },
      before: { role: row.role, scope: row.scope_json === null ? null : JSON.parse(row.scope_json) },
      after: { role: change.role, scope: scope === null ? null : JSON.parse(scope) },
      outcome: "changed",
    });
    return { kind: "changed" } as const;
  });
}
