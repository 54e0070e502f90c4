import type { Db } from "../storage/Storage.ts";
import type { ConsoleAccountsTable } from "../storage/Tables.ts";
import type { ConsoleAccount } from "./ConsoleAccount.ts";

export type AccountRow = ConsoleAccountsTable;

export function toAccount(r: AccountRow): ConsoleAccount {
  const scope = r.scope_json === null ? null : (JSON.parse(r.scope_json) as unknown);
  return {
    accountId: r.account_id,
    name: r.name,
    role: r.role,
    vessels: Array.isArray(scope) ? scope.map(String) : [],
    operator: typeof scope === "string" ? scope : null,
    totp: r.totp_secret !== null,
  };
}

export function findAccountRow(q: Db, name: string): Promise<AccountRow | undefined> {
  return q.selectFrom("console_accounts").selectAll().where("name", "=", name).executeTakeFirst();
}

export async function listAccounts(q: Db): Promise<ConsoleAccount[]> {
  const rows = await q
    .selectFrom("console_accounts")
    .selectAll()
    .where("disabled_at", "is", null)
    .orderBy("name")
    .execute();
  return rows.map(toAccount);
}
