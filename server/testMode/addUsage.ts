import { recordUsage, type Usage } from "../gateway/aaa/recordUsage.ts";
import type { Store } from "../storage/Store.ts";

export type { Usage };

/** Test mode's fake traffic: the AAA core counts it, as it would a gateway's accounting. */
export function addUsage(store: Store, usage: Usage[]): Promise<void> {
  return recordUsage(store, usage);
}
