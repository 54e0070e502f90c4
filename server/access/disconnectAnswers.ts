import type { Db } from "../storage/Storage.ts";

// the table's ceiling, however many devices are let go
export const DISCONNECT_ANSWERS_MAX_ROWS = 100_000;

export type KeptAnswer = "Disconnect-ACK" | "Disconnect-NAK" | "none";

export interface DisconnectAnswerRow {
  at: number;
  zoneId: string;
  gateway: string;
  // where the Disconnect-Request went (the gateway's NAS-IP-Address, else its packets' source)
  address: string;
  answer: KeptAnswer;
}

/** Keeps how a gateway answered one Disconnect-Request (the health page counts them). */
export async function recordDisconnectAnswer(q: Db, r: DisconnectAnswerRow): Promise<void> {
  await q
    .insertInto("disconnect_answers")
    .values({ at: r.at, zone_id: r.zoneId, gateway: r.gateway, address: r.address, answer: r.answer })
    .execute();
}

export interface DisconnectCount {
  gateway: string;
  address: string;
  sent: number;
  acknowledged: number;
  refused: number;
  // no answer after the retries: the device may still be online there
  unanswered: number;
}

/** Disconnect-Requests since `since` in the given zones, per gateway: the gateway health page's. */
export async function disconnectsByGateway(
  q: Db,
  zoneIds: string[],
  since: number,
): Promise<DisconnectCount[]> {
  if (zoneIds.length === 0) return [];
  const rows = await q
    .selectFrom("disconnect_answers")
    .select((eb) => ["gateway", "address", "answer", eb.fn.countAll<number>().as("count")])
    .where("zone_id", "in", zoneIds)
    .where("at", ">=", since)
    .groupBy(["gateway", "address", "answer"])
    .execute();
  const byGateway = new Map<string, DisconnectCount>();
  for (const r of rows) {
    const key = `${r.gateway}\u0000${r.address}`;
    const count = byGateway.get(key) ?? {
      ...{ gateway: r.gateway, address: r.address },
      ...{ sent: 0, acknowledged: 0, refused: 0, unanswered: 0 },
    };
    const n = Number(r.count);
    count.sent += n;
    if (r.answer === "Disconnect-ACK") count.acknowledged += n;
    else if (r.answer === "Disconnect-NAK") count.refused += n;
    else count.unanswered += n;
    byGateway.set(key, count);
  }
  return [...byGateway.values()].sort(
    (a, b) => a.gateway.localeCompare(b.gateway) || a.address.localeCompare(b.address),
  );
}

/** The maintenance round's bound: none older than the retention, then the newest `maxRows`. */
export async function pruneDisconnectAnswers(
  q: Db,
  before: number,
  maxRows = DISCONNECT_ANSWERS_MAX_ROWS,
): Promise<void> {
  await q.deleteFrom("disconnect_answers").where("at", "<", before).execute();
  await q
    .deleteFrom("disconnect_answers")
    .where("answer_id", "<=", (eb) =>
      eb.selectFrom("disconnect_answers").select((s) => s(s.fn.max("answer_id"), "-", maxRows).as("cut")),
    )
    .execute();
}
