import { createHmac } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { sameText } from "./consoleCookies.ts";

// RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30 s; one step either side
// allowed for a phone's clock
const totpOf = (secret: string, name: string) =>
  new TOTP({
    issuer: "Gangway console",
    label: name,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const totpUri = (secret: string, name: string) => totpOf(secret, name).toString();

/** Whether a code is the secret's now (within one step of the clock). */
export function totpMatches(secret: string, name: string, code: string, now: number): boolean {
  if (!/^\d{6}$/.test(code.trim())) return false;
  return totpOf(secret, name).validate({ token: code.trim(), timestamp: now, window: 1 }) !== null;
}

// the secret being set up travels in the form, signed: nothing is stored until a code confirms it
export const enrolmentSignature = (key: Buffer, accountId: string, secret: string) =>
  createHmac("sha256", key).update(`console-totp:${accountId}:${secret}`).digest("base64url");

export const enrolmentSigned = (key: Buffer, accountId: string, secret: string, signature: string) =>
  sameText(signature, enrolmentSignature(key, accountId, secret));
