import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../http/AppContext.ts";
import { errorResponses, schemaRef } from "../schemas/apiSchemas.ts";

export const INTERNET_CHECK_URL = "/api/v1/internet-check";

// a zone's settings may override the defaults and add fields; identity fields always win
export const settingsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.get(
    "/api/v1/settings",
    { schema: { response: { 200: schemaRef("settings"), ...errorResponses } } },
    async (request) => {
      const { zone } = request;
      return {
        internetCheckUrl: INTERNET_CHECK_URL,
        analyticsHost: "/api",
        ...zone.settings,
        zonePrefix: zone.zonePrefix,
        zoneId: zone.zoneId,
        tier: zone.tier,
        testMode: ctx.fakeRedirects,
      };
    },
  );
};
