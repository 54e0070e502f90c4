import type { Storage } from "../storage/Storage.ts";
import { addAccount } from "./addAccount.ts";
import { hashPassword } from "./hashPassword.ts";

// the demo's console accounts (README's quick start): only ever made when DEMO=1, whose rows are
// demo-only too; the password is public, so a production configuration never has them
export const DEMO_PASSWORD = "gangway-demo-console";
const DEMO_ACCOUNTS = [
  { name: "demo-admin", role: "admin", scope: [] },
  { name: "demo-desk", role: "desk", scope: ["gangnet/premium"] },
];

// the password is public, so one salt for both accounts gives nothing away: hashed once a process,
// not twice at every start (Argon2id at 19 MiB, ~40 CPU-ms each: a test worker starts hundreds of
// demo apps)
let demoHash: Promise<string> | undefined;
const hashDemoPassword = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

/** Adds the demo's admin and desk clerk unless they exist (a restart keeps them as they are). */
export async function seedDemoAccounts(store: Storage, now: number): Promise<void> {
  for (const a of DEMO_ACCOUNTS)
    await addAccount(
      store,
      { ...a, password: DEMO_PASSWORD },
      { account: null, address: "demo" },
      now,
      hashDemoPassword,
    );
}
