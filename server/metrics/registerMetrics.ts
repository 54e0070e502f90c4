import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { httpError } from "../http/problem.ts";
import type { PromMetrics } from "./promMetrics.ts";

// digests of equal length, so neither the comparison's time nor its length says anything of the token
const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics in Prometheus's text format, answered only to `Authorization: Bearer <METRICS_TOKEN>`
 * (401 otherwise): the metrics name zones, sales and devices online, nothing for a passenger. Every
 * answered request is counted by its route's pattern (`/api/v1/session/:mac`, never a mac), so the
 * series stay as few as the routes. Registered only with METRICS_TOKEN; without it /metrics is a
 * JSON 404 like any unknown path (pages/registerPortal.ts never answers it with the portal).
 */
export function registerMetrics(app: FastifyInstance, metrics: PromMetrics, token: string): void {
  const expected = digest(token);
  // a callback hook: every answer passes it, without a promise
  app.addHook("onResponse", (request, reply, done) => {
    metrics.request(request.routeOptions.url ?? "unmatched", request.method, reply.statusCode);
    done();
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(given), expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw httpError(401, "metrics need Authorization: Bearer <METRICS_TOKEN>");
    }
    return reply
      .header("cache-control", "no-store")
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
