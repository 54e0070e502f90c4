import type { FastifyPluginAsync } from "fastify";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { httpError } from "../http/problem.ts";
import { analyticsRules } from "../analytics/analyticsLimits.ts";
import { checkLimits } from "../rateLimit/checkLimits.ts";
import { INTERNET_CHECK_URL } from "../zones/settingsOf.ts";

interface AnalyticsBody {
  timestamp: number | string;
  sessionId: string;
  zoneId: string;
  event: string;
}

// the /api/v1 calls made without a zone header: analytics has its own host in
// production, and the internet check must answer before any zone is known
export const publicApiRoutes: FastifyPluginAsync = async (app) => {
  const { now } = app;
  app.put<{ Body: AnalyticsBody }>(
    "/api/v1/analytics/onboard",
    {
      schema: {
        body: schemaRef("analytics-event.request"),
        response: { 204: { type: "null", description: "Stored" }, ...errorResponses },
      },
      // only a known zone's events, and so many a minute per client and per zone (analyticsLimits.ts)
      preHandler: async (request, reply) => {
        if (!(await app.zoneRecords.find(request.body.zoneId))) throw httpError(404, "unknown zone");
        const { zoneId } = request.body;
        const client = await app.devices.limitClient(request, zoneId);
        const limited = await checkLimits(
          app.limits,
          analyticsRules(zoneId, client, app.limitEpoch, app.clientLimitScale),
          now(),
        );
        if (!limited) return;
        reply.header("retry-after", String(limited.retryAfterSeconds));
        throw httpError(429, `too many analytics events, retry in ${limited.retryAfterSeconds} s`);
      },
    },
    async (request, reply) => {
      const { timestamp, sessionId, zoneId, event } = request.body;
      await app.storage.db
        .insertInto("analytics_events")
        .values({
          received_at: now(),
          timestamp: String(timestamp),
          session_id: sessionId,
          zone_id: zoneId,
          event,
        })
        .execute();
      return reply.code(204).send();
    },
  );

  app.get(
    INTERNET_CHECK_URL,
    {
      schema: {
        response: { 204: { type: "null", description: "This server is reachable" }, ...errorResponses },
      },
    },
    async (_request, reply) => reply.code(204).send(),
  );
};
