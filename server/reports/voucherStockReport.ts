import { sql } from "kysely";
import type { Storage } from "../storage/Storage.ts";
import type { ReportFilter } from "./ReportFilter.ts";

export const VOUCHER_STATES = ["unused", "active", "used up", "expired", "revoked"] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

export interface VoucherStockRow {
  zone: string;
  // the batch a code was minted in (npm run vouchers); null for the store's, the cabins' and the demo's
  batch: string | null;
  // minted (npm run vouchers, the demo), card (bought in the store) or cabin (a cruise package)
  source: "minted" | "card" | "cabin";
  unused: number;
  active: number;
  usedUp: number;
  expired: number;
  revoked: number;
  total: number;
}

/**
 * Voucher stock per zone, batch and source, by state now, with the rules activation uses
 * (vouchers/voucherSessionTerms.ts): revoked first (it answers as unknown), then expired (valid-until
 * passed, or its time since first activation run out) before used up (its shared data spent);
 * unused (never activated) or active otherwise.
 */
export async function voucherStockReport(
  store: Storage,
  filter: Pick<ReportFilter, "zoneId">,
  now: number,
): Promise<VoucherStockRow[]> {
  // a voucher's use: its own columns (before 010) and its voucher_use row (vouchers/voucherRows.ts)
  const activatedAt = sql`COALESCE(v.activated_at, u.activated_at)`;
  const bytesUsed = sql`(v.bytes_used + COALESCE(u.bytes_used, 0))`;
  const state = sql<VoucherState>`CASE
    WHEN v.revoked_at IS NOT NULL THEN 'revoked'
    WHEN v.valid_until IS NOT NULL AND v.valid_until <= ${now} THEN 'expired'
    WHEN ${activatedAt} IS NOT NULL AND v.duration_ms IS NOT NULL AND ${activatedAt} + v.duration_ms <= ${now} THEN 'expired'
    WHEN v.byte_limit IS NOT NULL AND ${bytesUsed} >= v.byte_limit THEN 'used up'
    WHEN ${activatedAt} IS NULL THEN 'unused'
    ELSE 'active' END`;
  const source = sql<VoucherStockRow["source"]>`CASE
    WHEN EXISTS (SELECT 1 FROM order_vouchers ov WHERE ov.zone_id = v.zone_id AND ov.code = v.code) THEN 'card'
    WHEN EXISTS (SELECT 1 FROM cruise_charges c WHERE c.zone_id = v.zone_id AND c.voucher_code = v.code) THEN 'cabin'
    ELSE 'minted' END`;
  let query = store.db
    .selectFrom("vouchers as v")
    .leftJoin("voucher_use as u", (join) =>
      join.onRef("u.zone_id", "=", "v.zone_id").onRef("u.code", "=", "v.code"),
    )
    .select(["v.zone_id as zone", "v.batch_id as batch", state.as("state"), source.as("source")])
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .groupBy(["v.zone_id", "v.batch_id", "state", "source"])
    .orderBy("v.zone_id");
  if (filter.zoneId) query = query.where("v.zone_id", "=", filter.zoneId);
  const rows = new Map<string, VoucherStockRow>();
  for (const r of await query.execute()) {
    const key = `${r.zone}|${r.batch ?? ""}|${r.source}`;
    const row = rows.get(key) ?? {
      ...{ zone: r.zone, batch: r.batch, source: r.source },
      ...{ unused: 0, active: 0, usedUp: 0, expired: 0, revoked: 0, total: 0 },
    };
    const n = Number(r.n);
    const column = r.state === "used up" ? "usedUp" : r.state;
    row[column] += n;
    row.total += n;
    rows.set(key, row);
  }
  const order = { minted: 0, card: 1, cabin: 2 };
  return [...rows.values()].sort(
    (a, b) =>
      a.zone.localeCompare(b.zone) ||
      (a.batch ?? "").localeCompare(b.batch ?? "") ||
      order[a.source] - order[b.source],
  );
}
