import type { BuildAppOptions } from "../BuildAppOptions.ts";
import type { ZoneRegistry } from "../zones/ZoneRegistry.ts";
import type { FleetLink } from "../shipShore/FleetLink.ts";
import type { Gateway } from "../gateway/gateway.ts";
import { type PromMetrics, promMetrics } from "../metrics/promMetrics.ts";
import { queuedMail } from "../shop/mail/outboxRows.ts";
import type { Storage } from "../storage/Storage.ts";

/**
 * GET /metrics' counters, off unless METRICS_TOKEN is set; the native RADIUS server's packet
 * counts are read at a scrape, once it listens (the gateway is made after the metrics it counts into).
 */
export function metricsOf(
  options: BuildAppOptions,
  deps: { storage: Storage; zones: ZoneRegistry; fleetLink: FleetLink; gateway: () => Gateway },
): PromMetrics | undefined {
  if (!options.metricsToken) return undefined;
  return promMetrics({
    ...{ store: deps.storage, radius: () => deps.gateway().radius?.stats, fleet: () => deps.zones.health },
    queuedMail: () => queuedMail(deps.storage),
    fleetLinks: () => deps.fleetLink.status(),
    handoff: () => deps.gateway().handoffStats,
    simulatorCpuSeconds: () => deps.gateway().simulatorCpu?.seconds,
  });
}
