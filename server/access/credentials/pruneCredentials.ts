import { HOUR } from "../../domain/time.ts";
import type { Db } from "../../storage/Storage.ts";

/** Credentials an hour past their lifetime (a late second use still reads "used" until then). */
export async function pruneCredentials(q: Db, now: number): Promise<void> {
  await q
    .deleteFrom("handoff_credentials")
    .where("expires_at", "<", now - HOUR)
    .execute();
}
