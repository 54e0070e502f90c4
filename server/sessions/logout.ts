import type { Storage } from "../storage/Storage.ts";
import { deauthorize } from "./sessionRows.ts";

/** The device leaves: logged out at the backend and the access controller. False: it had no session. */
export function logout(store: Storage, zoneId: string, mac: string): Promise<boolean> {
  return deauthorize(store.db, zoneId, mac);
}
