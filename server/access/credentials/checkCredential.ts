import { deviceLock } from "../../storage/deviceLock.ts";
import type { Storage } from "../../storage/Storage.ts";
import { findSession } from "../../sessions/sessionRows.ts";
import { grantKeyOf } from "./grantKeyOf.ts";

export type CredentialVerdict =
  | "accepted"
  | "unknown"
  | "other-device"
  | "bad-password"
  | "used"
  | "expired"
  | "other-grant";

export interface CredentialClaim {
  id: string;
  // the zone the request's NAS names, and its Calling-Station-Id
  zoneId: string | undefined;
  mac: string | undefined;
  // whether the request proves the credential's password (provesPassword.ts)
  proves: (password: string) => boolean;
}

/**
 * A gateway's Access-Request with a handoff credential: accepted once, within its lifetime, for
 * the device it was minted for (the zone and Calling-Station-Id), while the device holds the grant
 * it was minted for; marked used in the same transaction, so a second request (or a second
 * gateway) is refused. `password` derives the credential's password (credentialPassword.ts).
 */
export function checkCredential(
  store: Storage,
  claim: CredentialClaim,
  password: (id: string) => string,
  now: number,
): Promise<CredentialVerdict> {
  return store.transaction(async (tx) => {
    const byId = (q: typeof tx.q) =>
      q.selectFrom("handoff_credentials").selectAll().where("credential_id", "=", claim.id);
    const seen = await byId(tx.q).executeTakeFirst();
    if (!seen) return "unknown";
    if (seen.zone_id !== claim.zoneId || seen.mac !== claim.mac) return "other-device";
    // the device's lock first, as a mint takes it, then the row: the two never wait on each other
    await tx.lock(deviceLock(seen.zone_id, seen.mac));
    const row = await tx.forUpdate(byId(tx.q)).executeTakeFirst();
    if (!row) return "unknown";
    if (!claim.proves(password(row.credential_id))) return "bad-password";
    if (row.used_at !== null) return "used";
    if (now >= row.expires_at) return "expired";
    const session = await findSession(tx.q, row.zone_id, row.mac);
    if (!session || grantKeyOf(session) !== row.grant_key) return "other-grant";
    await tx.q
      .updateTable("handoff_credentials")
      .set({ used_at: now })
      .where("credential_id", "=", row.credential_id)
      .execute();
    return "accepted";
  });
}
