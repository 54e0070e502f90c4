import type { FastifyInstance } from "fastify";
import type { FleetHealth } from "../fleet/FleetHealth.ts";
import type { FleetStatus } from "../fleetLink/FleetLink.ts";
import { schemaRef } from "../http/apiSchemas.ts";

export interface HealthOptions {
  reachable: () => Promise<boolean>;
  isLeader: () => boolean;
  fleet: () => FleetHealth;
  // the served zones where no gateway vouches for devices (UNVERIFIED_ZONES in production)
  unverifiedZones: () => string[];
  // ship and shore: this database's links (server/fleetLink/); none without a link
  fleetLinks: () => FleetStatus;
}

/**
 * GET /healthz for the load balancer: 200 while this server can reach its database, 503 when it
 * cannot (the balancer then sends passengers to the others). `leader` says whether this server
 * runs the cluster's periodic jobs now, `unverifiedZones` which served zones no gateway vouches for
 * devices in. A manifests folder refused at start or on a reload is "degraded", still 200: the
 * server serves the last good version, and taking it out of the balancer would take every zone
 * down with it; `manifests` says which operators are held back.
 * No zone header, no rate limit: the balancer polls often.
 */
export async function healthRoute(app: FastifyInstance, options: HealthOptions): Promise<void> {
  const health = schemaRef("health.response");
  app.get("/healthz", { schema: { response: { 200: health, 503: health } } }, async (_request, reply) => {
    const database = await options.reachable();
    const fleet = options.fleet();
    const links = options.fleetLinks();
    const status = !database ? "unavailable" : fleet.degraded ? "degraded" : "ok";
    return reply.code(database ? 200 : 503).send({
      ...{ status, database, leader: options.isLeader(), unverifiedZones: options.unverifiedZones() },
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
