import { deviceLock } from "../../storage/deviceLock.ts";
import type { Storage } from "../../storage/Storage.ts";
import { findSession } from "../../sessions/sessionRows.ts";
import { CREDENTIAL_LIFETIME_MS, credentialName, newCredentialId } from "./credentialName.ts";
import { grantKeyOf } from "./grantKeyOf.ts";

export interface MintedCredential {
  id: string;
  username: string;
  expiresAt: number;
}

/**
 * A one-time credential for the device's grant, replacing any earlier one (one per device): the
 * gateway's Access-Request brings it back (checkCredential.ts). Only for a device the backend has
 * granted and that is not used up; undefined otherwise. One transaction on the device's lock.
 */
export function mintCredential(
  store: Storage,
  zoneId: string,
  mac: string,
  now: number,
): Promise<MintedCredential | undefined> {
  return store.transaction(async (tx) => {
    await tx.lock(deviceLock(zoneId, mac));
    const session = await findSession(tx.q, zoneId, mac);
    if (!session?.backendAuthed) return undefined;
    const id = newCredentialId();
    const expiresAt = now + CREDENTIAL_LIFETIME_MS;
    await tx.q
      .deleteFrom("handoff_credentials")
      .where("zone_id", "=", zoneId)
      .where("mac", "=", mac)
      .execute();
    await tx.q
      .insertInto("handoff_credentials")
      .values({
        ...{ credential_id: id, zone_id: zoneId, mac, grant_key: grantKeyOf(session) },
        ...{ issued_at: now, expires_at: expiresAt, used_at: null },
      })
      .execute();
    return { id, username: credentialName(id), expiresAt };
  });
}
