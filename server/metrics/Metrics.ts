// What the features report as it happens; GET /metrics (metricsRoute.ts) reads it in Prometheus's
// text format. Without METRICS_TOKEN the app gets NO_METRICS, and reporting costs nothing.
import { type GatewayCounts, NO_GATEWAY_COUNTS } from "../gateway/aaa/GatewayCounts.ts";

export type MailOutcome = "sent" | "retry" | "failed";
export type ReloadResult = "ok" | "refused";

// the gateway side's counts (both RADIUS faces, Disconnect-Requests) are metrics too
export interface Metrics extends GatewayCounts {
  voucherActivation(zoneId: string, outcome: string): void;
  // the open access by its id in the zone's manifest (opens[].id)
  openActivation(zoneId: string, openId: number, outcome: string): void;
  // created (the provider made its payment), failed (it did not: 502), refused (4xx), rate-limited
  checkout(zoneId: string, outcome: string): void;
  orderCompleted(zoneId: string, via: "notice" | "reconciliation"): void;
  mail(outcome: MailOutcome): void;
  manifestReload(result: ReloadResult, at: number): void;
}

export const NO_METRICS: Metrics = {
  ...NO_GATEWAY_COUNTS,
  voucherActivation() {},
  openActivation() {},
  checkout() {},
  orderCompleted() {},
  mail() {},
  manifestReload() {},
};
