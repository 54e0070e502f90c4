import type { FastifyBaseLogger } from "fastify";
import type { SessionRecord } from "../../domain/types.ts";
import { addUsage, onlineSessions } from "../addUsage.ts";
import type { Store } from "../../storage/Store.ts";

// a device online uses about 2% of its speed limit (20 Mbit/s when unlimited)
export function tickBytes(session: SessionRecord, intervalMs: number): number {
  return Math.round((session.rxMaxBps ?? 2_500_000) * (intervalMs / 1000) * 0.02);
}

export async function accountingTick(store: Store, now: number, intervalMs: number): Promise<number> {
  const online = await onlineSessions(store.db, now);
  await addUsage(
    store,
    online.map((s) => ({ zoneId: s.zoneId, mac: s.mac, bytes: tickBytes(s, intervalMs) })),
  );
  return online.length;
}

// demo mode: the status page shows a living session. Returns the stop function.
export function startAccounting(
  store: Store,
  now: () => number,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    accountingTick(store, now(), intervalMs).catch((err: unknown) =>
      log.error({ err }, "accounting tick failed"),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
