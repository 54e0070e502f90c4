import { ADDRESS_HOLDS_MS, pruneAddresses } from "../access/deviceAddresses.ts";
import type { Storage } from "../storage/Storage.ts";
import { pruneBindings } from "./binding.ts";

// the maintenance round: addresses a gateway stopped reporting a day ago, and bindings as old as
// the session logs (a binding holds only while its session runs, so nothing is lost)
export async function pruneDeviceIdentity(store: Storage, now: number, retentionMs: number): Promise<void> {
  await pruneAddresses(store.db, now - ADDRESS_HOLDS_MS);
  await pruneBindings(store.db, now - retentionMs);
}
