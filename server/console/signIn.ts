import type { Storage } from "../storage/Storage.ts";
import { findAccountRow, toAccount } from "./accountRow.ts";
import { appendAudit } from "./appendAudit.ts";
import type { ConsoleAccount } from "./ConsoleAccount.ts";
import { openSession } from "./consoleSession.ts";
import { checkPassword } from "./checkPassword.ts";
import { takeTotpStep } from "./takeTotpStep.ts";
import { totpStep } from "./totpStep.ts";
import { backoffKeys, backoffWait, clearFailures, noteFailure } from "./signInBackoff.ts";

export type SignInOutcome =
  | { kind: "signed-in"; token: string; account: ConsoleAccount }
  // too many failures from this account or address: try again in waitMs
  | { kind: "wait"; waitMs: number }
  // a wrong name, password or TOTP code, one answer for all
  | { kind: "refused" };

/** Checks a name and password (Argon2id), with backoff per account and per address, and audits either way. */
export async function signIn(
  store: Storage,
  form: { name: string; password: string; code?: string; address: string },
  now: number,
): Promise<SignInOutcome> {
  const name = form.name.trim().toLowerCase().slice(0, 64);
  const keys = backoffKeys(name, form.address);
  const waitMs = await backoffWait(store, keys, now);
  if (waitMs > 0) return { kind: "wait", waitMs };
  const row = await findAccountRow(store.db, name);
  const live = row && row.disabled_at === null ? row : undefined;
  const right = await checkPassword(live?.password_hash, form.password.slice(0, 256));
  // an account with a TOTP secret (admins set one up) needs its code as well
  const step = live?.totp_secret ? totpStep(live.totp_secret, live.name, form.code ?? "", now) : undefined;
  // the code's step taken only once the password is right: a code is good for one sign-in
  const second =
    !live?.totp_secret ||
    (right && step !== undefined && (await takeTotpStep(store.db, live.account_id, step)));
  if (!live || !right || !second) {
    await noteFailure(store, keys, now);
    await appendAudit(store.db, {
      ...{ at: now, account: null, address: form.address, action: "sign-in-failed" },
      ...{ target: name, outcome: "refused" },
    });
    return { kind: "refused" };
  }
  await clearFailures(store, keys[0] as string);
  const token = await openSession(store, live.account_id, now);
  await appendAudit(store.db, {
    ...{ at: now, account: live.name, address: form.address, action: "sign-in" },
    ...{ target: live.name, outcome: "signed-in" },
  });
  return { kind: "signed-in", token, account: toAccount(live) };
}
