import type { Db } from "../storage/Storage.ts";
import type { ConsoleAccount } from "./ConsoleAccount.ts";
import { toCsv } from "./toCsv.ts";

export interface AuditRow {
  at: number;
  account: string | null;
  address: string;
  action: string;
  zoneId: string | null;
  target: string | null;
  before: string | null;
  after: string | null;
  outcome: string;
}

const MAX_ROWS = 1000;

// what the trail's form narrows it to: an action, an account, a zone (each optional)
export interface AuditFilter {
  action?: string;
  who?: string;
  zone?: string;
}

/**
 * The trail as the account may read it, newest first: an admin all of it; anyone else the rows of
 * the zones they see and their own.
 */
export async function auditTrail(
  q: Db,
  account: ConsoleAccount,
  zones: string[],
  filter: AuditFilter,
): Promise<AuditRow[]> {
  let query = q.selectFrom("console_audit").selectAll().orderBy("audit_id", "desc").limit(MAX_ROWS);
  if (account.role !== "admin")
    query = query.where((eb) =>
      eb.or([eb("account_name", "=", account.name), ...(zones.length ? [eb("zone_id", "in", zones)] : [])]),
    );
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.who) query = query.where("account_name", "=", filter.who);
  if (filter.zone) query = query.where("zone_id", "=", filter.zone);
  const rows = await query.execute();
  return rows.map((r) => ({
    ...{ at: r.at, account: r.account_name, address: r.address, action: r.action },
    ...{
      zoneId: r.zone_id,
      target: r.target,
      before: r.before_json,
      after: r.after_json,
      outcome: r.outcome,
    },
  }));
}

export function auditCsv(rows: AuditRow[]): string {
  return toCsv(
    rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
    ["at", "account", "address", "action", "zoneId", "target", "before", "after", "outcome"],
  );
}
