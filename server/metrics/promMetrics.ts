import { Counter, collectDefaultMetrics, Gauge, Registry } from "prom-client";
import { eventLoopResolutionMs } from "./eventLoopResolutionMs.ts";
import type { FleetHealth } from "../zones/FleetHealth.ts";
import type { HandoffStats } from "../access/credentials/HandoffStats.ts";
import { gatewayCounters } from "./gatewayCounters.ts";
import { handoffCounters } from "./handoffCounters.ts";
import type { RadiusStats } from "../gateway/radius/RadiusStats.ts";
import { onlineReport } from "../reports/onlineReport.ts";
import type { Storage } from "../storage/Storage.ts";
import type { Metrics } from "./Metrics.ts";
import type { ShipShoreStatus } from "../shipShore/ShipShoreLink.ts";
import { shipShoreGauges } from "./shipShoreGauges.ts";
import { gatewayHealth } from "../reports/gatewayHealth.ts";

// what a scrape reads where it lies (the database, the RADIUS server, the zone registry)
export interface MetricSources {
  store: Storage;
  // order e-mails not yet sent nor given up (the shop's outbox counts them: shop/mail/outboxMail.ts)
  queuedMail: () => Promise<number>;
  radius: () => RadiusStats | undefined;
  fleet: () => FleetHealth;
  // ship and shore: this database's links (server/shipShore/)
  shipShoreLinks: () => ShipShoreStatus;
  // the gateway handoff's credentials and redirects (access/credentials/HandoffStats.ts)
  handoff?: () => HandoffStats;
  // CPU seconds the demo's access-controller simulator took in this process, if it runs
  simulatorCpuSeconds?: () => number | undefined;
}

export interface PromMetrics extends Metrics {
  registry: Registry;
  request(route: string, method: string, status: number): void;
}

/**
 * Prometheus metrics of one app, in a registry of its own (a process may hold several apps: tests).
 * Counters count what this server did; the gauges read from the database (devices online, mail
 * queued) say the same on every server of a cluster: sum the counters, take one of the gauges.
 */
export function promMetrics(sources: MetricSources): PromMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: eventLoopResolutionMs });
  // prom-client's counts of handles, requests and resources are gauges named like counters, which
  // promtool refuses ("non-counter metrics should not have _total"): the same counts by type stay
  // (nodejs_active_handles, …; sum them for the total)
  for (const name of [
    "nodejs_active_handles_total",
    "nodejs_active_requests_total",
    "nodejs_active_resources_total",
  ])
    registry.removeSingleMetric(name);
  const registers = [registry];
  const requests = new Counter({
    name: "gangway_http_requests_total",
    help: "HTTP requests answered, by route pattern (unmatched: no route), method and status",
    labelNames: ["route", "method", "status"],
    registers,
  });
  const vouchers = new Counter({
    name: "gangway_voucher_activations_total",
    help: "voucher activations answered, by zone and outcome (activate, already-active, unknown, expired, used-up, device-limit, rate-limited)",
    labelNames: ["zone", "outcome"],
    registers,
  });
  const opens = new Counter({
    name: "gangway_open_activations_total",
    help: "trial and free activations answered, by zone, open access id and outcome (activated, unavailable, unknown-open, rate-limited)",
    labelNames: ["zone", "open", "outcome"],
    registers,
  });
  const checkouts = new Counter({
    name: "gangway_checkouts_total",
    help: "card checkouts, by zone and outcome (created, failed: the provider made no payment, refused: 4xx, rate-limited)",
    labelNames: ["zone", "outcome"],
    registers,
  });
  const completed = new Counter({
    name: "gangway_orders_completed_total",
    help: "orders paid and fulfilled, by zone and what told (notice, reconciliation)",
    labelNames: ["zone", "via"],
    registers,
  });
  const mailSent = new Counter({
    name: "gangway_mail_sent_total",
    help: "order e-mails delivered",
    registers,
  });
  const mailRetries = new Counter({
    name: "gangway_mail_retries_total",
    help: "order e-mail tries that failed and will be tried again",
    registers,
  });
  const mailFailed = new Counter({
    name: "gangway_mail_failed_total",
    help: "order e-mails given up (refused for good, too many tries, or too old)",
    registers,
  });
  new Gauge({
    name: "gangway_mail_queued",
    help: "order e-mails in the outbox not yet sent nor given up (all servers)",
    registers,
    async collect() {
      this.set(await sources.queuedMail());
    },
  });
  const reloads = new Counter({
    name: "gangway_manifest_reloads_total",
    help: "manifest reloads (start, SIGHUP, MANIFESTS_WATCH) by result: ok, refused (wholly or for some operators)",
    labelNames: ["result"],
    registers,
  });
  const lastReload = new Gauge({
    name: "gangway_manifest_last_reload_timestamp_seconds",
    help: "when the manifests were last loaded in full (result=ok) or last refused (result=refused)",
    labelNames: ["result"],
    registers,
  });
  new Gauge({
    name: "gangway_manifests_degraded",
    help: "1 while the served fleet is not the manifests folder as it is: a refused folder, or operators kept at their last good version",
    registers,
    collect() {
      this.set(sources.fleet().degraded ? 1 : 0);
    },
  });
  new Gauge({
    name: "gangway_manifests_kept_operator",
    help: "1 for each operator whose folder was refused and whose last good version is served",
    labelNames: ["operator"],
    registers,
    collect() {
      this.reset();
      for (const operator of sources.fleet().keptOperators) this.set({ operator }, 1);
    },
  });
  new Gauge({
    name: "gangway_gateway_silence_seconds",
    help: "seconds since each gateway holding devices online (open accounting sessions) last sent accounting, by its NAS-Identifier (all servers)",
    labelNames: ["gateway"],
    registers,
    async collect() {
      this.reset();
      const now = Date.now();
      // the interval does not matter here: the alert (ops/prometheus) says how long is too long
      for (const row of await gatewayHealth(sources.store, now, () => 60_000))
        if (row.online > 0)
          this.set({ gateway: row.gateway }, Math.max(0, Math.round((now - row.lastPacketAt) / 1000)));
    },
  });
  new Gauge({
    name: "gangway_devices_online",
    help: "devices a gateway reports online now (open accounting sessions), by zone (all servers)",
    labelNames: ["zone"],
    registers,
    async collect() {
      this.reset();
      for (const row of await onlineReport(sources.store)) this.set({ zone: row.zone }, row.online);
    },
  });
  radiusCounters(sources, registers);
  simulatorCpu(sources, registers);
  shipShoreGauges(sources.shipShoreLinks, registers);
  handoffCounters(sources, registers);
  const gateway = gatewayCounters(registers);
  return {
    registry,
    ...gateway,
    request: (route, method, status) => requests.inc({ route, method, status: String(status) }),
    voucherActivation: (zone, outcome) => vouchers.inc({ zone, outcome }),
    openActivation: (zone, open, outcome) => opens.inc({ zone, open: String(open), outcome }),
    checkout: (zone, outcome) => checkouts.inc({ zone, outcome }),
    orderCompleted: (zone, via) => completed.inc({ zone, via }),
    mail: (outcome) => (outcome === "sent" ? mailSent : outcome === "retry" ? mailRetries : mailFailed).inc(),
    manifestReload(result, at) {
      reloads.inc({ result });
      lastReload.set({ result }, at / 1000);
    },
  };
}

// the native RADIUS server counts its packets itself (gateway/radius/RadiusStats.ts): read at a scrape
function radiusCounters(sources: MetricSources, registers: Registry[]): void {
  const counter = (name: string, help: string, read: (s: RadiusStats) => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        const stats = sources.radius();
        this.reset();
        if (stats) this.inc(read(stats));
      },
    });
  counter(
    "gangway_radius_packets_received_total",
    "RADIUS packets received by the native server",
    (s) => s.received,
  );
  counter(
    "gangway_radius_duplicates_total",
    "retransmissions answered with the first answer",
    (s) => s.duplicates,
  );
  counter(
    "gangway_radius_worker_answers_total",
    "Access-Requests answered by the RADIUS workers on another core (RADIUS_WORKERS), within the accepts and rejects",
    (s) => s.workerAnswers,
  );
  new Counter({
    name: "gangway_radius_dropped_total",
    help: "RADIUS packets dropped, by reason (unknown-client, malformed, bad-signature, unsigned, unexpected-code, failed)",
    labelNames: ["reason"],
    registers,
    collect() {
      const stats = sources.radius();
      this.reset();
      if (stats) for (const [reason, n] of Object.entries(stats.dropped)) this.inc({ reason }, n);
    },
  });
}

// the simulator plays a gateway inside the server's process: its share of the process's CPU, so
// that a benchmark counts the server's work apart (tools/bench/surge.ts)
function simulatorCpu(sources: MetricSources, registers: Registry[]): void {
  new Counter({
    name: "gangway_simulator_cpu_seconds_total",
    help: "CPU seconds the access-controller simulator's RADIUS packets took in this process (absent when it is off)",
    registers,
    collect() {
      const seconds = sources.simulatorCpuSeconds?.();
      this.reset();
      if (seconds !== undefined) this.inc(seconds);
    },
  });
}
