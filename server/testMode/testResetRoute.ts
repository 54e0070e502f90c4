import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../AppContext.ts";
import { httpError } from "../http/problem.ts";
import { seedDemo } from "../demo/seedDemo.ts";
import { reconcileZones } from "../zones/reconcileZones.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { clearZones } from "./clearZones.ts";

// test mode only: back to the demo data's known states, rate-limit counters included
export const testResetRoute: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.post(
    "/api/test/reset",
    { schema: { "x-test-mode": true, response: { 200: schemaRef("empty"), ...errorResponses } } },
    async () => {
      if (!ctx.demo) throw httpError(409, "no demo data to reseed from: start with demo data (DEMO=1)");
      await clearZones(ctx.storage);
      await reconcileZones(ctx.storage, ctx.zones.zones, ctx.now());
      ctx.zoneRecords.forget();
      await seedDemo(ctx.storage, ctx.demo, ctx.now());
      ctx.rateLimitEpoch.value += 1;
      return {};
    },
  );
};
