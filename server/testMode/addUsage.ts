import { recordUsage, type Usage } from "../access/recordUsage.ts";
import type { Storage } from "../storage/Storage.ts";

export type { Usage };

/** Test mode's fake traffic: the AAA core counts it, as it would a gateway's accounting. */
export function addUsage(store: Storage, usage: Usage[]): Promise<void> {
  return recordUsage(store, usage);
}
