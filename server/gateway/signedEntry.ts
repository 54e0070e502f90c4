import { MINUTE } from "../domain/time.ts";
import { hmacHex, sameHex } from "../domain/hmacHex.ts";

// how old a gateway's signed redirect may be (clock skew included)
export const ENTRY_FRESHNESS_MS = 5 * MINUTE;

export interface SignedEntry {
  zoneId: string;
  // normalised (aa:bb:cc:dd:ee:ff, lower case): what the gateway signs
  mac: string;
  // unix seconds
  ts: number;
  // the access controller the redirect names (accessControllerIp), when it names one: signed too
  controller?: string;
}

/**
 * What the access controller signs (server/README.md, "Gateway keys"): like CoovaChilli's `md`
 * (a hash of the redirect with the uamsecret) and openNDS's FAS `faskey`, but an HMAC-SHA256, so
 * neither length extension nor a guessed layout helps, and with a timestamp for freshness.
 */
export function entrySignatureBase({ zoneId, mac, ts, controller }: SignedEntry): string {
  // v2 covers the controller a redirect names, so that no link can name another one for a
  // keyed zone's gateway (issue 26); v1, for redirects that name none, is unchanged
  if (controller !== undefined) return `gangway-entry-v2\n${zoneId}\n${mac}\n${ts}\n${controller}`;
  return `gangway-entry-v1\n${zoneId}\n${mac}\n${ts}`;
}

export function signEntry(key: string, entry: SignedEntry): string {
  return hmacHex(key, entrySignatureBase(entry));
}

export type EntryCheck = "ok" | "missing" | "bad-signature" | "stale";

export function checkEntry(
  key: string,
  entry: { zoneId: string; mac: string; ts?: unknown; sig?: unknown; controller?: string },
  now: number,
): EntryCheck {
  const { ts, sig, controller } = entry;
  if (typeof ts !== "string" && typeof ts !== "number") return "missing";
  if (typeof sig !== "string" || sig === "") return "missing";
  const seconds = Number(ts);
  if (!/^\d{1,12}$/.test(String(ts))) return "bad-signature";
  const expected = signEntry(key, { zoneId: entry.zoneId, mac: entry.mac, ts: seconds, controller });
  if (!sameHex(expected, sig.toLowerCase())) return "bad-signature";
  return Math.abs(now - seconds * 1000) <= ENTRY_FRESHNESS_MS ? "ok" : "stale";
}
