import { hash, verify } from "@node-rs/argon2";

// Argon2id (the library's Algorithm.Argon2id: a const enum, which type stripping cannot read);
// OWASP's first choice of parameters: 19 MiB, 2 passes, one lane
const ARGON2ID = 2;
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// a hash of nothing anyone knows: an unknown name costs the same time as a known one
let decoy: Promise<string> | undefined;

export const hashPassword = (password: string): Promise<string> => hash(password, PARAMS);

/** True when the password is the hash's; an unknown account (no hash) is checked against a decoy. */
export async function checkPassword(stored: string | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword("gangway-console-decoy");
  const against = stored ?? (await decoy);
  const right = await verify(against, password).catch(() => false);
  return right && stored !== undefined;
}
