import type { FastifyInstance } from "fastify";
import { schemaRef } from "./apiSchemas.ts";

export interface HealthOptions {
  reachable: () => Promise<boolean>;
  isLeader: () => boolean;
}

/**
 * GET /healthz for the load balancer: 200 while this server can reach its database, 503 when it
 * cannot (the balancer then sends passengers to the others). `leader` says whether this server
 * runs the cluster's periodic jobs now. No zone header, no rate limit: the balancer polls often.
 */
export async function healthRoute(app: FastifyInstance, options: HealthOptions): Promise<void> {
  const health = schemaRef("health.response");
  app.get("/healthz", { schema: { response: { 200: health, 503: health } } }, async (_request, reply) => {
    const database = await options.reachable();
    return reply
      .code(database ? 200 : 503)
      .send({ status: database ? "ok" : "unavailable", database, leader: options.isLeader() });
  });
}
