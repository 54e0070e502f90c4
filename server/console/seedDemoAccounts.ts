import type { Storage } from "../storage/Storage.ts";
import { addAccount } from "./addAccount.ts";

// the demo's console accounts (README's quick start): only ever made when DEMO=1, whose rows are
// demo-only too; the password is public, so a production configuration never has them
export const DEMO_PASSWORD = "gangway-demo-console";
const DEMO_ACCOUNTS = [
  { name: "demo-admin", role: "admin", scope: [] },
  { name: "demo-desk", role: "desk", scope: ["gangnet/premium"] },
];

/** Adds the demo's admin and desk clerk unless they exist (a restart keeps them as they are). */
export async function seedDemoAccounts(store: Storage, now: number): Promise<void> {
  for (const a of DEMO_ACCOUNTS)
    await addAccount(store, { ...a, password: DEMO_PASSWORD }, { account: null, address: "demo" }, now);
}
