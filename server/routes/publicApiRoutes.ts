import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../http/AppContext.ts";
import { errorResponses, schemaRef } from "../schemas/apiSchemas.ts";
import { INTERNET_CHECK_URL } from "../domain/settingsOf.ts";

interface AnalyticsBody {
  timestamp: number | string;
  sessionId: string;
  zoneId: string;
  event: string;
}

// the /api/v1 calls made without a zone header: analytics has its own host in
// production, and the internet check must answer before any zone is known
export const publicApiRoutes: FastifyPluginAsync<AppContext> = async (app, { storage, now }) => {
  app.put<{ Body: AnalyticsBody }>(
    "/api/v1/analytics/onboard",
    {
      schema: {
        body: schemaRef("analytics-event.request"),
        response: { 204: { type: "null", description: "Stored" }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { timestamp, sessionId, zoneId, event } = request.body;
      await storage.recordAnalytics({
        receivedAt: now(),
        timestamp: String(timestamp),
        sessionId,
        zoneId,
        event,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    INTERNET_CHECK_URL,
    { schema: { response: { 204: { type: "null", description: "This server is reachable" } } } },
    async (_request, reply) => reply.code(204).send(),
  );
};
