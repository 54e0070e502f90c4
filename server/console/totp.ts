import { createHmac } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { Db } from "../storage/Storage.ts";
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

/** The 30-second step a code is the secret's for (within one step of the clock); undefined: none. */
export function totpStep(secret: string, name: string, code: string, now: number): number | undefined {
  if (!/^\d{6}$/.test(code.trim())) return undefined;
  const delta = totpOf(secret, name).validate({ token: code.trim(), timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 30_000) + delta;
}

/**
 * Takes a code's step for the account, once: true only when no code of that step or a later one
 * was taken before (one conditional update, so two sign-ins racing with one code get one yes).
 */
export async function takeTotpStep(q: Db, accountId: string, step: number): Promise<boolean> {
  const result = await q
    .updateTable("console_accounts")
    .set({ totp_last_step: step })
    .where("account_id", "=", accountId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// the secret being set up travels in the form, signed: nothing is stored until a code confirms it
export const enrolmentSignature = (key: Buffer, accountId: string, secret: string) =>
  createHmac("sha256", key).update(`console-totp:${accountId}:${secret}`).digest("base64url");

export const enrolmentSigned = (key: Buffer, accountId: string, secret: string, signature: string) =>
  sameText(signature, enrolmentSignature(key, accountId, secret));
