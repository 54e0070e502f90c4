import type { Storage } from "../storage/Storage.ts";

export interface OnlinePoint {
  // the bucket's start, epoch ms
  at: number;
  // distinct devices a gateway reported online at any time in the bucket
  devices: number;
}

/**
 * Devices online over time in one zone, from the gateways' accounting: for each bucket of `stepMs`
 * from `from` to `to`, the devices whose accounting session overlapped it (started before its end,
 * not stopped before its start). The console's 24-hour and 7-day charts.
 */
export async function onlineHistory(
  store: Storage,
  zoneId: string,
  window: { from: number; to: number; stepMs: number },
): Promise<OnlinePoint[]> {
  const rows = await store.db
    .selectFrom("accounting_sessions")
    .select(["mac", "started_at", "stopped_at", "updated_at"])
    .where("zone_id", "=", zoneId)
    .where("started_at", "<", window.to)
    .where((eb) => eb.or([eb("stopped_at", "is", null), eb("stopped_at", ">=", window.from)]))
    .execute();
  const points: OnlinePoint[] = [];
  for (let at = window.from; at < window.to; at += window.stepMs) {
    const end = at + window.stepMs;
    const macs = new Set(
      rows
        .filter((r) => r.started_at < end && (r.stopped_at ?? Number.MAX_SAFE_INTEGER) >= at)
        .map((r) => r.mac),
    );
    points.push({ at, devices: macs.size });
  }
  return points;
}
