import type { FastifyPluginAsync } from "fastify";
import { httpError } from "../http/problem.ts";
import { seedDemo } from "../demo/seedDemo.ts";
import { reconcileZones } from "../zones/reconcileZones.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { clearZones } from "./clearZones.ts";

// test mode only: back to the demo data's known states, rate-limit counters included
export const testResetRoute: FastifyPluginAsync = async (app) => {
  app.post(
    "/api/test/reset",
    { schema: { "x-test-mode": true, response: { 200: schemaRef("empty"), ...errorResponses } } },
    async () => {
      if (!app.demo) throw httpError(409, "no demo data to reseed from: start with demo data (DEMO=1)");
      await clearZones(app.storage);
      await reconcileZones(app.storage, app.zones.zones, app.now());
      app.zoneRecords.forget();
      await seedDemo(app.storage, app.demo, app.now());
      app.limitEpoch.value += 1;
      return {};
    },
  );
};
