import type { FastifyBaseLogger } from "fastify";
import { DAY, MINUTE } from "../domain/time.ts";
import type { AppContext } from "../AppContext.ts";
import { ABANDONED_AFTER_MS, reconcileOrders } from "../store/reconcileOrders.ts";
import { ENTRY_FRESHNESS_MS } from "../gateway/gatewaySignature.ts";
import { pruneAccounting } from "../gateway/aaa/accountingRows.ts";
import { pruneEndedSessions } from "../sessions/pruneEndedSessions.ts";
import { pruneAbandoned } from "../store/awaitingPayment.ts";
import { capAnalytics, pruneCruiseJobs, pruneLogs } from "./pruneLogs.ts";
import { pruneDeviceIdentity } from "../security/pruneDeviceIdentity.ts";

// session logs are deleted after 30 days (the terms promise it, spec section 9): sessions that
// ended that long ago, and the voucher attempts, analytics and open grants of that age
export const LOG_RETENTION_MS = 30 * DAY;
// a validation's job answers its package list for minutes; kept a day
export const CRUISE_JOB_RETENTION_MS = DAY;
// the analytics table's ceiling, whatever the clients send within their limits
export const ANALYTICS_MAX_ROWS = 1_000_000;
// counters are kept a little past their window: a signed entry's single use needs them that long
const COUNTER_GRACE_MS = Math.max(ENTRY_FRESHNESS_MS, MINUTE);

/** One round: prune what clients can grow, and reconcile paid orders with the provider. */
export async function maintenanceRound(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const now = ctx.now();
  const { store } = ctx;
  await pruneLogs(store, now - LOG_RETENTION_MS);
  await capAnalytics(store, ANALYTICS_MAX_ROWS);
  await ctx.limits.prune(now - COUNTER_GRACE_MS);
  await pruneAbandoned(store, now - ABANDONED_AFTER_MS);
  await pruneCruiseJobs(store, now - CRUISE_JOB_RETENTION_MS);
  await pruneEndedSessions(store, now - LOG_RETENTION_MS, now);
  await pruneAccounting(store, now - LOG_RETENTION_MS, now - DAY);
  await pruneDeviceIdentity(store, now, LOG_RETENTION_MS);
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

export function startMaintenance(ctx: AppContext, intervalMs: number, log: FastifyBaseLogger): Maintenance {
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
