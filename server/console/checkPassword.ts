import { verify } from "@node-rs/argon2";
import { hashPassword } from "./hashPassword.ts";

// a hash of nothing anyone knows: an unknown name costs the same time as a known one
let decoy: Promise<string> | undefined;

/** True when the password is the hash's; an unknown account (no hash) is checked against a decoy. */
export async function checkPassword(stored: string | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword("gangway-console-decoy");
  const against = stored ?? (await decoy);
  const right = await verify(against, password).catch(() => false);
  return right && stored !== undefined;
}
