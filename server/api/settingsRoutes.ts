import type { FastifyPluginAsync } from "fastify";
import { settingsOf } from "../zones/settingsOf.ts";
import { zoneNameOf } from "../zones/zoneNameOf.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/api/v1/settings",
    { schema: { response: { 200: schemaRef("settings"), ...errorResponses } } },
    async (request, reply) => {
      // the portal's first call where no page was drawn: the browser gets its id (security/BrowserIds.ts)
      app.devices.browsers.ensure(request, reply);
      const { zone } = request;
      const url = app.zones.layout(zone.zonePrefix)?.url;
      return settingsOf(zone, app, app.payment, url, zoneNameOf(app.zones, zone));
    },
  );
};
