import { createHmac } from "node:crypto";
import { hmacHex, sameHex } from "../domain/hmacHex.ts";

/**
 * What a browser's device cookie says. "device": the gateway vouched that this browser is the
 * device (a signed redirect), so it may read and change everything of it. "code": the browser
 * activated the voucher whose digest it carries, so it may see that code, and nothing more.
 */
export interface DeviceClaim {
  zoneId: string;
  mac: string;
  kind: "device" | "code";
  // the voucher code's digest, for kind "code"
  code?: string;
  // epoch ms
  expiresAt: number;
}

// keyed by a key derived from the server secret: a cookie's digest cannot be checked against every
// code offline (an unkeyed SHA-256 of an 8-character code could, in ~40 core-hours)
export const codeDigestKey = (secret: Buffer): Buffer =>
  Buffer.from(hmacHex(secret, "gangway-code-digest-key"), "hex");

export const codeDigest = (key: Buffer, code: string): string =>
  createHmac("sha256", key).update(`gangway-code\n${code.toUpperCase()}`).digest("base64url").slice(0, 22);

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");

export function issueDeviceToken(secret: Buffer, claim: DeviceClaim): string {
  const body = b64(JSON.stringify([claim.zoneId, claim.mac, claim.kind, claim.code ?? "", claim.expiresAt]));
  return `${body}.${hmacHex(secret, `device-token\n${body}`)}`;
}

// undefined for anything forged, malformed or expired
export function readDeviceToken(
  secret: Buffer,
  token: string | undefined,
  now: number,
): DeviceClaim | undefined {
  if (!token || token.length > 512) return undefined;
  const [body, mac, ...rest] = token.split(".");
  if (!body || !mac || rest.length) return undefined;
  if (!sameHex(hmacHex(secret, `device-token\n${body}`), mac)) return undefined;
  try {
    const [zoneId, device, kind, code, expiresAt] = JSON.parse(
      Buffer.from(body, "base64url").toString("utf8"),
    );
    if (expiresAt <= now || (kind !== "device" && kind !== "code")) return undefined;
    return { zoneId, mac: device, kind, ...(code ? { code } : {}), expiresAt };
  } catch {
    return undefined;
  }
}
