import type { Storage } from "../storage/Storage.ts";
import { appendAudit } from "./appendAudit.ts";
import type { ConsoleRole } from "./ConsoleAccount.ts";
import { roleRefusal } from "./addAccount.ts";
import type { Clerk } from "./DeskDeps.ts";
import type { ChangeOutcome } from "./ChangeOutcome.ts";
import { liveAccount } from "./liveAccount.ts";

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
