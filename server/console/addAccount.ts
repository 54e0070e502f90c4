import { randomUUID } from "node:crypto";
import type { Storage } from "../storage/Storage.ts";
import { appendAudit } from "./appendAudit.ts";
import { CONSOLE_ROLES, type ConsoleRole } from "./ConsoleAccount.ts";
import { hashPassword } from "./hashPassword.ts";

export interface NewAccount {
  name: string;
  password: string;
  role: string;
  // desk: vessels "<operator>/<vessel>"; operator: one operator; admin: none
  scope: string[];
}

export type AddAccountOutcome =
  | { kind: "added"; accountId: string }
  | { kind: "refused"; field: "name" | "password" | "role" | "scope"; reason: string }
  | { kind: "taken" };

const NAME = /^[a-z0-9][a-z0-9._-]{1,63}$/;
const OPERATOR = /^[a-z0-9][a-z0-9-]{0,63}$/;
const VESSEL = /^[a-z0-9][a-z0-9-]{0,63}\/[a-z0-9][a-z0-9-]{0,63}$/;

function refusal(a: NewAccount): AddAccountOutcome | undefined {
  if (!NAME.test(a.name))
    return {
      kind: "refused",
      field: "name",
      reason: "2-64 of a-z 0-9 . _ -, starting with a letter or digit",
    };
  if (a.password.length < 12 || a.password.length > 256)
    return { kind: "refused", field: "password", reason: "12 to 256 characters" };
  return roleRefusal(a);
}

/** Whether a role and its scope go together: undefined when they do, else the field and why. */
export function roleRefusal(a: {
  role: string;
  scope: string[];
}): Extract<AddAccountOutcome, { kind: "refused" }> | undefined {
  if (!CONSOLE_ROLES.includes(a.role as ConsoleRole))
    return { kind: "refused", field: "role", reason: CONSOLE_ROLES.join(", ") };
  if (
    a.role === "desk" &&
    (a.scope.length === 0 || a.scope.length > 100 || !a.scope.every((v) => VESSEL.test(v)))
  )
    return { kind: "refused", field: "scope", reason: 'one or more vessels, "<operator>/<vessel>"' };
  if (a.role === "operator" && (a.scope.length !== 1 || !OPERATOR.test(a.scope[0] ?? "")))
    return { kind: "refused", field: "scope", reason: "one operator, as the manifests folder names it" };
  if (a.role === "admin" && a.scope.length > 0)
    return { kind: "refused", field: "scope", reason: "an admin sees everything: no scope" };
  return undefined;
}

/**
 * Adds a console account (npm run console -- add-user, and an admin in the console), its password
 * hashed with Argon2id (`hash`), and the audit row saying who added it; `by` null: the command line.
 */
export async function addAccount(
  store: Storage,
  a: NewAccount,
  by: { account: string | null; address: string },
  now: number,
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<AddAccountOutcome> {
  const refused = refusal(a);
  if (refused) return refused;
  const passwordHash = await hash(a.password);
  const accountId = randomUUID();
  const scope = a.role === "admin" ? null : JSON.stringify(a.role === "operator" ? a.scope[0] : a.scope);
  return store.transaction(async ({ q }) => {
    const taken = await q
      .selectFrom("console_accounts")
      .select("account_id")
      .where("name", "=", a.name)
      .executeTakeFirst();
    if (taken) return { kind: "taken" } as const;
    await q
      .insertInto("console_accounts")
      .values({
        ...{ account_id: accountId, name: a.name, password_hash: passwordHash, role: a.role as ConsoleRole },
        ...{ scope_json: scope, totp_secret: null, created_at: now, disabled_at: null },
      })
      .execute();
    await appendAudit(q, {
      ...{ at: now, account: by.account, address: by.address, action: "account-add" },
      ...{ target: a.name, after: { role: a.role, scope: a.scope }, outcome: "added" },
    });
    return { kind: "added", accountId } as const;
  });
}
