import type { FastifyInstance } from "fastify";
import type { FleetHealth } from "../zones/FleetHealth.ts";
import type { ShipShoreStatus } from "../shipShore/ShipShoreLink.ts";
import { schemaRef } from "../http/apiSchemas.ts";
import type { WriteFault } from "../storage/WriteHealth.ts";

export interface HealthOptions {
  reachable: () => Promise<boolean>;
  // the write probe (storage/probeWrites.ts): undefined while DATA_DIR and the database take writes
  writeFault: () => Promise<WriteFault | undefined>;
  isLeader: () => boolean;
  fleet: () => FleetHealth;
  // the served zones where no gateway vouches for devices (UNVERIFIED_ZONES in production)
  unverifiedZones: () => string[];
  // ship and shore: this database's links (server/shipShore/); none without a link
  shipShoreLinks: () => ShipShoreStatus;
}

const degradedReason = (fleet: FleetHealth) => {
  const kept = fleet.keptOperators.length
    ? `; serving the last good version of ${fleet.keptOperators.join(", ")}`
    : "";
  const missing = fleet.missingOperators.length ? `; not serving ${fleet.missingOperators.join(", ")}` : "";
  return `manifests refused (${fleet.problems} problem${fleet.problems === 1 ? "" : "s"}, see the log)${kept}${missing}`;
};

/**
 * GET /healthz for the load balancer: 200 while this server can reach and write its database, 503
 * ("unavailable", with a reason) when it cannot: unreachable, or a write probe that fails (a full
 * or read-only disk), so the balancer sends passengers elsewhere and a monitor pages. A manifests
 * folder refused at start or on a reload (the lint, or the production checks) is "degraded", still
 * 200: the server serves the last good version, and taking it out of the balancer would take every
 * zone down with it; `reason` and `manifests` say what is held back, and the metric
 * gangway_manifests_degraded with its alert (ops/prometheus) is what pages for it.
 * `leader` says whether this server runs the cluster's periodic jobs now, `unverifiedZones` which
 * served zones no gateway vouches for devices in. No zone header, no rate limit: the balancer polls often.
 */
export async function healthRoute(app: FastifyInstance, options: HealthOptions): Promise<void> {
  const health = schemaRef("health.response");
  app.get("/healthz", { schema: { response: { 200: health, 503: health } } }, async (_request, reply) => {
    const database = await options.reachable();
    const fault = database ? await options.writeFault() : undefined;
    const fleet = options.fleet();
    const links = options.shipShoreLinks();
    const serving = database && !fault;
    const status = !serving ? "unavailable" : fleet.degraded ? "degraded" : "ok";
    const reason = !database
      ? "the database cannot be reached"
      : fault
        ? `the database cannot be written: ${fault.reason} (${fault.code}) since ${new Date(fault.since).toISOString()}`
        : fleet.degraded
          ? degradedReason(fleet)
          : undefined;
    return reply.code(serving ? 200 : 503).send({
      ...{ status, database, leader: options.isLeader(), unverifiedZones: options.unverifiedZones() },
      ...(reason ? { reason } : {}),
      ...(fleet.degraded
        ? {
            manifests: {
              refusedAt: new Date(fleet.refusedAt ?? 0).toISOString(),
              problems: fleet.problems,
              keptOperators: fleet.keptOperators,
              missingOperators: fleet.missingOperators,
            },
          }
        : {}),
      ...(links.side !== "none" ? { fleet: links } : {}),
    });
  });
}
