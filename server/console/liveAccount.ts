import type { Db } from "../storage/Storage.ts";

export const liveAccount = (q: Db, name: string) =>
  q
    .selectFrom("console_accounts")
    .select(["account_id", "role", "scope_json"])
    .where("name", "=", name)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
