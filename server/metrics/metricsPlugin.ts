import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Metrics, NO_METRICS } from "./Metrics.ts";
import { promMetrics } from "./promMetrics.ts";
import { registerMetrics } from "./registerMetrics.ts";
import { type EnvOption, ownSection } from "../env/ownSection.ts";
import { readMetricsEnv } from "./readMetricsEnv.ts";

declare module "fastify" {
  interface FastifyInstance {
    // what the features count for GET /metrics (NO_METRICS without METRICS_TOKEN)
    metrics: Metrics;
  }
}

export interface MetricsPluginOptions {
  // METRICS_TOKEN: GET /metrics answers Prometheus's text to this bearer token; unset: no metrics
  token?: string;
}

/**
 * GET /metrics' counters, off unless METRICS_TOKEN is set. What other plugins hold (the RADIUS
 * server's packets, the mail outbox, ship and shore) is read at a scrape, once they are there;
 * the start's manifests verdict is counted once the zones are reconciled.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions & EnvOption): Promise<void> {
  // its own section of the environment, under what the composition or a test hands it
  const o = ownSection(options, readMetricsEnv);
  if (!o.token) {
    app.decorate("metrics", NO_METRICS);
    return;
  }
  const metrics = promMetrics({
    ...{ store: app.storage, radius: () => app.gateway.radius?.stats, fleet: () => app.zones.health },
    queuedMail: () => app.queuedMail(),
    shipShoreLinks: () => app.shipShoreLink.status(),
    handoff: () => app.gateway.handoffStats,
    simulatorCpuSeconds: () => app.gateway.simulatorCpu?.seconds,
  });
  app.decorate("metrics", metrics);
  // before the routes: every one of them is counted
  registerMetrics(app, metrics, o.token);
  app.addHook("onReady", async () => {
    metrics.manifestReload(app.zones.refused ? "refused" : "ok", app.now());
  });
}

export default fp(metricsPlugin, { name: "gangway-metrics", dependencies: ["gangway-zones"] });
