import type { Db } from "../../storage/Storage.ts";

/** A credential as minted, for the page that posts it (its device, whether it may still be used). */
export function findCredential(q: Db, id: string) {
  return q
    .selectFrom("handoff_credentials")
    .select(["zone_id as zoneId", "mac", "expires_at as expiresAt", "used_at as usedAt"])
    .where("credential_id", "=", id)
    .executeTakeFirst();
}
