import { prepared } from "../storage/prepared.ts";
import type { Db } from "../storage/Storage.ts";
import type { DecisionSession } from "./decideAuthorization.ts";

// only what a decision reads: every column better-sqlite3 returns is a property made per row, and
// the whole session (sessionRows.ts, its devices counted too) cost a fifth of an Access-Request's
// CPU. The voucher's shared total, as findSession sums it, in the query: a voucher session counts
// the voucher's bytes and its use row's, any other (or one whose voucher row is gone) its own
const decisionRow = prepared((q, v: { zoneId: string; mac: string }) =>
  q
    .selectFrom("sessions as s")
    .select(["s.backend_authed", "s.end_at", "s.byte_limit", "s.rx_max_bps", "s.tx_max_bps"])
    .select((eb) =>
      eb.fn
        .coalesce(
          eb(
            eb
              .selectFrom("vouchers as v")
              .select("v.bytes_used")
              .whereRef("v.zone_id", "=", "s.zone_id")
              .whereRef("v.code", "=", "s.voucher_code"),
            "+",
            eb.fn.coalesce(
              eb
                .selectFrom("voucher_use as u")
                .select("u.bytes_used")
                .whereRef("u.zone_id", "=", "s.zone_id")
                .whereRef("u.code", "=", "s.voucher_code"),
              eb.lit(0),
            ),
          ),
          "s.bytes_used",
        )
        .as("bytes_used"),
    )
    .where("s.zone_id", "=", v.zoneId)
    .where("s.mac", "=", v.mac),
);

/** The device's session as a gateway's Access-Request is decided on (decideAuthorization.ts). */
export async function sessionForDecision(
  q: Db,
  zoneId: string,
  mac: string,
): Promise<DecisionSession | undefined> {
  const [row] = await decisionRow(q, { zoneId, mac });
  if (!row) return undefined;
  return {
    backendAuthed: Number(row.backend_authed) === 1,
    endAt: row.end_at,
    byteLimit: row.byte_limit,
    bytesUsed: Number(row.bytes_used),
    rxMaxBps: row.rx_max_bps,
    txMaxBps: row.tx_max_bps,
  };
}
