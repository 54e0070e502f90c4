import type { GroupCommit } from "../storage/groupCommit.ts";
import { prepared } from "../storage/prepared.ts";
import type { Db, Tx } from "../storage/Storage.ts";
import { writeVerdicts } from "./writeVerdicts.ts";

// the device card's list, and what the maintenance round keeps of each device
export const VERDICTS_PER_DEVICE = 20;
// the table's ceiling, whatever the gateways ask about (a flood of invented MACs included)
export const VERDICTS_MAX_ROWS = 200_000;

export interface Verdict {
  at: number;
  zoneId: string;
  mac: string;
  gateway: string;
  accept: boolean;
  reason: string | null;
}

// on every Access-Request's path: built once (storage/prepared.ts)
const insertVerdict = prepared(
  (q, v: { at: number; zone: string; mac: string; gw: string; ok: number; why: string | null }) =>
    q.insertInto("radius_verdicts").values({
      ...{ at: v.at, zone_id: v.zone, mac: v.mac, gateway: v.gw, accept: v.ok, reason: v.why },
    }),
);

/**
 * Keeps one Access-Request's answer: one prepared insert, in the group commit the gateway's
 * accounting shares (so on SQLite a burst of asks costs one commit, not one each). Not awaited by
 * the answer: a lost verdict costs the desk a line, never a passenger an answer.
 */
export function recordVerdict(commits: GroupCommit, v: Verdict): Promise<unknown> {
  return commits.run(verdictKey(v.zoneId, v.mac), (tx) => writeVerdict(tx, v));
}

/**
 * Keeps many devices' verdicts (a RADIUS worker's batch, SQLite only) in one job of the group
 * commit: one promise and one place in its queue for the lot, where one each cost the main
 * process a tenth of what the worker's answers spared it.
 */
export function recordVerdicts(commits: GroupCommit, verdicts: Verdict[]): Promise<unknown> {
  return commits.run("verdict|", (tx) => writeVerdicts(tx, verdicts));
}

/** The group commit's key of a device's verdict (groupCommit.ts orders a batch by it). */
export const verdictKey = (zoneId: string, mac: string): string => `verdict|${zoneId}|${mac}`;

/** Writes one verdict in a transaction of the caller's (a job of the group commit). */
export function writeVerdict(tx: Tx, v: Verdict): Promise<unknown> {
  return insertVerdict(tx.q, {
    ...{ at: v.at, zone: v.zoneId, mac: v.mac, gw: v.gateway },
    ...{ ok: v.accept ? 1 : 0, why: v.reason },
  });
}

/** A device's last verdicts, newest first. */
export async function lastVerdicts(q: Db, zoneId: string, mac: string): Promise<Verdict[]> {
  const rows = await q
    .selectFrom("radius_verdicts")
    .select(["at", "gateway", "accept", "reason"])
    .where("zone_id", "=", zoneId)
    .where("mac", "=", mac)
    .orderBy("verdict_id", "desc")
    .limit(VERDICTS_PER_DEVICE)
    .execute();
  return rows.map((r) => ({ ...r, zoneId, mac, accept: Number(r.accept) === 1 }));
}

/**
 * The maintenance round's bound: none older than the retention, the newest 20 per device, then
 * the newest VERDICTS_MAX_ROWS in all.
 */
export async function pruneVerdicts(q: Db, before: number, maxRows = VERDICTS_MAX_ROWS): Promise<void> {
  await q.deleteFrom("radius_verdicts").where("at", "<", before).execute();
  await q
    .deleteFrom("radius_verdicts")
    .where("verdict_id", "in", (eb) =>
      eb
        .selectFrom((s) =>
          s
            .selectFrom("radius_verdicts")
            .select((w) => [
              "verdict_id",
              w.fn
                .agg<number>("row_number")
                .over((o) => o.partitionBy(["zone_id", "mac"]).orderBy("verdict_id", "desc"))
                .as("n"),
            ])
            .as("ranked"),
        )
        .select("ranked.verdict_id")
        .where("ranked.n", ">", VERDICTS_PER_DEVICE),
    )
    .execute();
  await q
    .deleteFrom("radius_verdicts")
    .where("verdict_id", "<=", (eb) =>
      eb.selectFrom("radius_verdicts").select((s) => s(s.fn.max("verdict_id"), "-", maxRows).as("cut")),
    )
    .execute();
}

export interface RejectCount {
  gateway: string;
  reason: string;
  count: number;
}

/** Rejects since `since` in the given zones, by gateway and reason: the gateway health page's. */
export async function rejectsByReason(q: Db, zoneIds: string[], since: number): Promise<RejectCount[]> {
  if (zoneIds.length === 0) return [];
  const rows = await q
    .selectFrom("radius_verdicts")
    .select((eb) => ["gateway", "reason", eb.fn.countAll<number>().as("count")])
    .where("zone_id", "in", zoneIds)
    .where("accept", "=", 0)
    .where("at", ">=", since)
    .groupBy(["gateway", "reason"])
    .orderBy("gateway")
    .orderBy("reason")
    .execute();
  return rows.map((r) => ({ gateway: r.gateway, reason: r.reason ?? "", count: Number(r.count) }));
}
