import type { Db } from "../storage/Storage.ts";

/** This side's heartbeat (its leader's, every few seconds): its row in fleet_heartbeats, now. */
export async function writeBeat(q: Db, site: string, at: number): Promise<void> {
  await q
    .insertInto("fleet_heartbeats")
    .values({ site, beat_at: at })
    .onConflict((oc) => oc.column("site").doUpdateSet({ beat_at: at }))
    .execute();
}

/** Every heartbeat the database holds, its own and what replication brought, by site. */
export async function readBeats(q: Db): Promise<Map<string, number>> {
  const rows = await q.selectFrom("fleet_heartbeats").select(["site", "beat_at"]).execute();
  return new Map(rows.map((r) => [r.site, Number(r.beat_at)]));
}
