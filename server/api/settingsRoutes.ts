import type { FastifyPluginAsync } from "fastify";
import { settingsOf } from "../zones/settingsOf.ts";
import { zoneNameOf } from "../zones/zoneNameOf.ts";
import type { AppContext } from "../AppContext.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";

export const settingsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.get(
    "/api/v1/settings",
    { schema: { response: { 200: schemaRef("settings"), ...errorResponses } } },
    async (request, reply) => {
      // the portal's first call where no page was drawn: the browser gets its id (security/BrowserIds.ts)
      ctx.devices.browsers.ensure(request, reply);
      const { zone } = request;
      const url = ctx.zones.layout(zone.zonePrefix)?.url;
      return settingsOf(zone, ctx, ctx.payment, url, zoneNameOf(ctx.zones, zone));
    },
  );
};
