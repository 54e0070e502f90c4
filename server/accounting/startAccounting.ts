import type { FastifyBaseLogger } from "fastify";
import type { SessionRecord } from "../domain/types.ts";
import type { Storage } from "../storage/Storage.ts";

// a device online uses about 2% of its speed limit (20 Mbit/s when unlimited)
export function tickBytes(session: SessionRecord, intervalMs: number): number {
  return Math.round((session.rxMaxBps ?? 2_500_000) * (intervalMs / 1000) * 0.02);
}

export async function accountingTick(storage: Storage, now: number, intervalMs: number): Promise<number> {
  const online = await storage.onlineSessions(now);
  await storage.addUsage(
    online.map((s) => ({ zoneId: s.zoneId, mac: s.mac, bytes: tickBytes(s, intervalMs) })),
  );
  return online.length;
}

// demo mode: the status page shows a living session. Returns the stop function.
export function startAccounting(
  storage: Storage,
  now: () => number,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    accountingTick(storage, now(), intervalMs).catch((err: unknown) =>
      log.error({ err }, "accounting tick failed"),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
