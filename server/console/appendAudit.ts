import type { Db } from "../storage/Storage.ts";

// what the trail names an action by (the console's filter offers these)
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "kick",
  "revoke",
  "extend",
  "move",
  "reset",
  "account-add",
  "account-disable",
  "account-role",
  "totp-set",
  "refund",
  "refund-voucher",
  "sell",
  "resend-mail",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  at: number;
  // the account's name; null: nobody signed in (a failed sign-in names what was typed in target)
  account: string | null;
  address: string;
  action: AuditAction;
  zoneId?: string | null;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  outcome: string;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** One row of the trail, in the transaction of the change it records where there is one. */
export async function appendAudit(q: Db, e: AuditEntry): Promise<void> {
  await q
    .insertInto("console_audit")
    .values({
      at: e.at,
      account_name: e.account,
      address: e.address,
      action: e.action,
      zone_id: e.zoneId ?? null,
      target: e.target ?? null,
      before_json: json(e.before),
      after_json: json(e.after),
      outcome: e.outcome,
    })
    .execute();
}
