import type { FastifyBaseLogger } from "fastify";
import { startAccounting } from "../accounting/startAccounting.ts";
import { DAY, HOUR, MINUTE } from "../domain/time.ts";
import type { LimitStore } from "../rateLimit/LimitStore.ts";
import type { Storage } from "../storage/Storage.ts";

// logs of voucher attempts and analytics are kept for 30 days (the terms promise it)
export const LOG_RETENTION_MS = 30 * DAY;

export interface PeriodicJobs {
  storage: Storage;
  limits?: LimitStore;
  now: () => number;
  // demo traffic on online sessions; off when 0 or unset
  accountingIntervalMs?: number;
  log: FastifyBaseLogger;
}

function every(ms: number, job: () => Promise<void>, log: FastifyBaseLogger, name: string): () => void {
  const timer = setInterval(() => job().catch((err: unknown) => log.error({ err }, `${name} failed`)), ms);
  timer.unref();
  return () => clearInterval(timer);
}

/** The jobs that one server runs for all (the leader, on PostgreSQL). Returns their stop. */
export function startPeriodicJobs(jobs: PeriodicJobs): () => void {
  const { storage, limits, now, log } = jobs;
  const stops = [every(HOUR, () => storage.pruneLogs(now() - LOG_RETENTION_MS), log, "pruning logs")];
  if (limits)
    // a window that has ended counts for nothing; a minute's margin for servers' clocks
    stops.push(every(MINUTE, () => limits.prune(now() - MINUTE), log, "pruning limit windows"));
  if (jobs.accountingIntervalMs) stops.push(startAccounting(storage, now, jobs.accountingIntervalMs, log));
  return () => {
    for (const stop of stops) stop();
  };
}
