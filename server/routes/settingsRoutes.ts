import type { FastifyPluginAsync } from "fastify";
import { settingsOf } from "../domain/settingsOf.ts";
import type { AppContext } from "../http/AppContext.ts";
import { errorResponses, schemaRef } from "../schemas/apiSchemas.ts";

export const settingsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.get(
    "/api/v1/settings",
    { schema: { response: { 200: schemaRef("settings"), ...errorResponses } } },
    async (request) =>
      settingsOf(request.zone, ctx, ctx.payment, ctx.zones.layout(request.zone.zonePrefix)?.url),
  );
};
