import type { Db } from "../storage/Storage.ts";

/**
 * Takes a code's step for the account, once: true only when no code of that step or a later one
 * was taken before (one conditional update, so two sign-ins racing with one code get one yes).
 */
export async function takeTotpStep(q: Db, accountId: string, step: number): Promise<boolean> {
  const result = await q
    .updateTable("console_accounts")
    .set({ totp_last_step: step })
    .where("account_id", "=", accountId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
