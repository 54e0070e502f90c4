import type { FastifyPluginAsync } from "fastify";
import { settingsOf } from "./settingsOf.ts";
import type { AppContext } from "../AppContext.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";

export const settingsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.get(
    "/api/v1/settings",
    { schema: { response: { 200: schemaRef("settings"), ...errorResponses } } },
    async (request) =>
      settingsOf(request.zone, ctx, ctx.payment, ctx.zones.layout(request.zone.zonePrefix)?.url),
  );
};
