import { MINUTE } from "../domain/time.ts";
import { hmacHex, sameHex } from "../security/hmac.ts";

// how old a gateway's signed redirect may be (clock skew included)
export const ENTRY_FRESHNESS_MS = 5 * MINUTE;

export interface SignedEntry {
  zoneId: string;
  // normalised (aa:bb:cc:dd:ee:ff, lower case): what the gateway signs
  mac: string;
  // unix seconds
  ts: number;
}

/**
 * What the access controller signs (server/README.md, "Gateway keys"): like CoovaChilli's `md`
 * (a hash of the redirect with the uamsecret) and openNDS's FAS `faskey`, but an HMAC-SHA256, so
 * neither length extension nor a guessed layout helps, and with a timestamp for freshness.
 */
export function entrySignatureBase({ zoneId, mac, ts }: SignedEntry): string {
  return `gangway-entry-v1\n${zoneId}\n${mac}\n${ts}`;
}

export function signEntry(key: string, entry: SignedEntry): string {
  return hmacHex(key, entrySignatureBase(entry));
}

export type EntryCheck = "ok" | "missing" | "bad-signature" | "stale";

export function checkEntry(
  key: string,
  entry: { zoneId: string; mac: string; ts?: unknown; sig?: unknown },
  now: number,
): EntryCheck {
  const { ts, sig } = entry;
  if (typeof ts !== "string" && typeof ts !== "number") return "missing";
  if (typeof sig !== "string" || sig === "") return "missing";
  const seconds = Number(ts);
  if (!/^\d{1,12}$/.test(String(ts))) return "bad-signature";
  const expected = signEntry(key, { zoneId: entry.zoneId, mac: entry.mac, ts: seconds });
  if (!sameHex(expected, sig.toLowerCase())) return "bad-signature";
  return Math.abs(now - seconds * 1000) <= ENTRY_FRESHNESS_MS ? "ok" : "stale";
}
