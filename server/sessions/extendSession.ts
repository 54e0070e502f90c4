import type { Storage } from "../storage/Storage.ts";

export interface Extension {
  // more online time (ms) and more data (bytes); 0 for none
  ms: number;
  bytes: number;
}

export type ExtendOutcome =
  | { kind: "no-session" }
  | {
      kind: "extended";
      before: { endAt: number | null; byteLimit: number | null };
      after: { endAt: number | null; byteLimit: number | null };
    };

/**
 * The info desk gives a device more time or data (the console): its session's end and data limit
 * move on; an unlimited one stays unlimited. An ended time starts again from now, so that the
 * extension is what the passenger gets. The gateway hears it at the device's next authorization.
 */
export function extendSession(
  store: Storage,
  zoneId: string,
  mac: string,
  more: Extension,
  now: number,
): Promise<ExtendOutcome> {
  return store.transaction(async (tx) => {
    const { q } = tx;
    const row = await tx
      .forUpdate(
        q
          .selectFrom("sessions")
          .select(["end_at", "byte_limit", "bytes_used"])
          .where("zone_id", "=", zoneId)
          .where("mac", "=", mac),
      )
      .executeTakeFirst();
    if (!row) return { kind: "no-session" };
    const before = { endAt: row.end_at, byteLimit: row.byte_limit };
    const after = {
      endAt: row.end_at === null || more.ms === 0 ? row.end_at : Math.max(row.end_at, now) + more.ms,
      byteLimit: row.byte_limit === null || more.bytes === 0 ? row.byte_limit : row.byte_limit + more.bytes,
    };
    await q
      .updateTable("sessions")
      .set({ end_at: after.endAt, byte_limit: after.byteLimit })
      .where("zone_id", "=", zoneId)
      .where("mac", "=", mac)
      .execute();
    return { kind: "extended", before, after };
  });
}
