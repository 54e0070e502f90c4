import { Secret, TOTP } from "otpauth";

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
