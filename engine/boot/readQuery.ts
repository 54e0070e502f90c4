import { readStored } from "../state/browserStorage.ts";
import type { Query } from "../state/queryAtom.ts";
import { queryOf } from "./readEntry.ts";

/** The query kept in sessionStorage by an earlier page, checked by the same rules as the address's. */
export function readStoredQuery(): Query | null {
  const stored = readStored<Record<string, unknown>>("session", "query");
  if (!stored || typeof stored !== "object") return null;
  return queryOf(Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, String(v)])));
}
