import { sql } from "kysely";
import type { Db } from "../storage/Storage.ts";
import type { LinkStatus } from "./ShipShoreLink.ts";

interface Slot {
  lost: boolean;
  lagBytes: number;
}

/** The replication slot a link's sender keeps on this cluster (what the receiver has not confirmed). */
export async function slotOf(q: Db, slot: string): Promise<Slot | undefined> {
  const { rows } = await sql<{ wal_status: string | null; lag: number | null }>`
    SELECT wal_status, (pg_current_wal_lsn() - confirmed_flush_lsn)::bigint AS lag
    FROM pg_replication_slots WHERE slot_name = ${slot}`.execute(q);
  const row = rows[0];
  return row && { lost: row.wal_status === "lost", lagBytes: Math.max(0, Number(row.lag ?? 0)) };
}

/** Whether the subscription a link's receiver keeps exists on this cluster. */
export async function hasSubscription(q: Db, name: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM pg_subscription WHERE subname = ${name}`.execute(q);
  return rows.length > 0;
}

export interface Observed {
  vessel: string;
  direction: LinkStatus["direction"];
  // the slot, where this side sends; whether the subscription exists, where it receives
  slot?: Slot | undefined;
  subscribed?: boolean;
  // the sender's newest heartbeat the receiver applied, as this side knows it, and how old it may be
  beatAt: number | undefined;
  staleMs: number;
}

/** One direction's state from what this side sees of it (ShipShoreLink.ts says what each state means). */
export function linkStatus(o: Observed, now: number): LinkStatus {
  const lagSeconds = o.beatAt === undefined ? null : Math.max(0, (now - o.beatAt) / 1000);
  const fresh = lagSeconds !== null && lagSeconds * 1000 <= o.staleMs;
  const missing = "slot" in o ? o.slot === undefined : o.subscribed === false;
  const state = missing ? "unknown" : o.slot?.lost ? "lost" : fresh ? "up" : "down";
  const lagBytes = o.slot?.lagBytes ?? null;
  return { vessel: o.vessel, direction: o.direction, state, lagBytes, lagSeconds, beatAt: o.beatAt ?? null };
}
