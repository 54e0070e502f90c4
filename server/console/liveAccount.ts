import type { Db } from "../storage/Storage.ts";

// an account that still signs in (not disabled): the one an admin's change may act on
export const liveAccount = (q: Db, name: string) =>
  q
    .selectFrom("console_accounts")
    .select(["account_id", "role", "scope_json"])
    .where("name", "=", name)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
