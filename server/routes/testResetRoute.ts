import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../http/AppContext.ts";
import { httpError } from "../http/problem.ts";
import { errorResponses, schemaRef } from "../schemas/apiSchemas.ts";

// test mode only: back to the fixture's known states, rate-limit counters included
export const testResetRoute: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.post(
    "/api/test/reset",
    { schema: { response: { 200: schemaRef("empty"), ...errorResponses } } },
    async () => {
      if (!ctx.fleet) throw httpError(409, "no fixture to reseed from: start with a fixturePath (DEMO=1)");
      await ctx.storage.seed(ctx.fleet, ctx.now());
      ctx.rateLimitEpoch.value += 1;
      return {};
    },
  );
};
