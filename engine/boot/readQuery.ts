import { readStored } from "../state/browserStorage.ts";
import type { Query } from "../state/queryAtom.ts";

const MAC = /^([0-9a-f]{2}[:-]?){5}[0-9a-f]{2}$/i;
const ZONE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The visitor's query from the URL, or null when mac or zoneId is missing or malformed. */
export function readQuery(search: string): Query | null {
  const params = new URLSearchParams(search);
  const mac = params.get("mac")?.trim() ?? "";
  const zoneId = params.get("zoneId")?.trim() ?? "";
  if (!MAC.test(mac) || !ZONE_ID.test(zoneId)) return null;
  const retry = Number.parseInt(params.get("retryCount") ?? "0", 10);
  const query: Query = { mac, zoneId, retryCount: Number.isFinite(retry) && retry >= 0 ? retry : 0 };
  const ip = params.get("accessControllerIp")?.trim();
  if (ip) query.accessControllerIp = ip;
  return query;
}

/** The query kept in sessionStorage by an earlier page, checked by the same rules. */
export function readStoredQuery(): Query | null {
  const stored = readStored<Record<string, unknown>>("session", "query");
  if (!stored || typeof stored !== "object") return null;
  return readQuery(new URLSearchParams(Object.entries(stored).map(([k, v]) => [k, String(v)])).toString());
}
