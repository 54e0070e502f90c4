import type { FastifyBaseLogger } from "fastify";
import { DAY, MINUTE } from "../domain/time.ts";
import type { BypassWindows } from "../gateway/simulator/BypassWindows.ts";
import type { LimitStore } from "../rateLimit/LimitStore.ts";
import { ABANDONED_AFTER_MS, type ReconcileDeps, reconcileOrders } from "../shop/reconcileOrders.ts";
import { ENTRY_FRESHNESS_MS } from "../gateway/signedEntry.ts";
import { pruneAccounting } from "../access/accountingRows.ts";
import { pruneEndedSessions } from "../sessions/pruneEndedSessions.ts";
import { pruneAbandoned } from "../shop/awaitingPayment.ts";
import { capAnalytics, pruneCruiseJobs, pruneLogs } from "./pruneLogs.ts";
import { capUnsuccessfulCheckouts, prunePersonalData } from "../shop/prunePersonalData.ts";
import { pruneDeviceIdentity } from "../security/pruneDeviceIdentity.ts";
import { pruneCredentials } from "../access/credentials/pruneCredentials.ts";
import { pruneUsedRedirects } from "../gateway/handoff/claimRedirect.ts";
import { pruneVerdicts } from "../access/verdict.ts";
import { pruneDisconnectAnswers } from "../access/disconnectAnswers.ts";

// personal data is kept as long as the terms promise (30 days by default, spec section 9;
// RETENTION_DAYS, ctx.retentionMs): sessions that ended that long ago, the voucher attempts,
// analytics, open grants and gateway accounting of that age; orders' names and e-mails, order
// mail, payment notices and failed or cancelled checkouts (storage/prunePersonalData.ts)
// a validation's job answers its package list for minutes; kept a day
export const CRUISE_JOB_RETENTION_MS = DAY;
// the analytics table's ceiling, whatever the clients send within their limits
export const ANALYTICS_MAX_ROWS = 1_000_000;
// failed and cancelled checkouts kept at most, whatever the clients place within their limits
export const UNSUCCESSFUL_CHECKOUTS_MAX_ROWS = 100_000;
// counters are kept a little past their window: a signed entry's single use needs them that long
const COUNTER_GRACE_MS = Math.max(ENTRY_FRESHNESS_MS, MINUTE);

/** What a round prunes and reconciles: the rows, the limits' counters, the simulator's windows, the shop. */
export interface MaintenanceDeps extends Omit<ReconcileDeps, "log"> {
  retentionMs: number;
  limits: Pick<LimitStore, "prune">;
  sandboxUpkeep: ((now: number) => Promise<void>) | undefined;
  bypass: Pick<BypassWindows, "prune">;
}

/** One round: prune what clients can grow, and reconcile paid orders with the provider. */
export async function maintenanceRound(ctx: MaintenanceDeps, log: FastifyBaseLogger): Promise<void> {
  const now = ctx.now();
  const { storage } = ctx;
  const retained = now - ctx.retentionMs;
  await pruneLogs(storage, retained);
  await capAnalytics(storage, ANALYTICS_MAX_ROWS);
  await ctx.limits.prune(now - COUNTER_GRACE_MS);
  await pruneAbandoned(storage, now - ABANDONED_AFTER_MS);
  await pruneCruiseJobs(storage, now - CRUISE_JOB_RETENTION_MS);
  await pruneEndedSessions(storage, retained, now);
  await pruneAccounting(storage, retained, now - DAY);
  const removed = await prunePersonalData(storage, retained, now);
  if (Object.values(removed).some((n) => n > 0))
    log.info(removed, "personal data past its retention removed");
  await capUnsuccessfulCheckouts(storage, UNSUCCESSFUL_CHECKOUTS_MAX_ROWS);
  await pruneDeviceIdentity(storage, now, ctx.retentionMs);
  await pruneCredentials(storage.db, now);
  await pruneUsedRedirects(storage.db, now);
  await pruneVerdicts(storage.db, retained);
  await pruneDisconnectAnswers(storage.db, retained);
  await ctx.sandboxUpkeep?.(now);
  ctx.bypass.prune(now);
  const r = await reconcileOrders({ ...ctx, log });
  if (r.fulfilled || r.cancelled) log.info(r, "orders reconciled");
}

/**
 * Runs a round at start (after the server is ready: the sandbox answers through it) and then
 * every intervalMs while running; a round never overlaps the previous one.
 */
export interface Maintenance {
  // runs a round now (or joins the one running)
  round(): Promise<void>;
  // no more rounds; resolves when the running one has finished
  stop(): Promise<void>;
}

export function startMaintenance(
  ctx: MaintenanceDeps,
  intervalMs: number,
  log: FastifyBaseLogger,
): Maintenance {
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= maintenanceRound(ctx, log)
      .catch((err) => log.error({ err }, "maintenance round failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(round, 0);
  const timer = intervalMs > 0 ? setInterval(round, intervalMs) : undefined;
  timer?.unref();
  return {
    round,
    async stop() {
      clearTimeout(first);
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
