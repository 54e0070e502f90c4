import type { FastifyPluginAsync } from "fastify";
import { releaseJob } from "../cruise/cruiseRows.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { httpError } from "../http/problem.ts";

type Body = { zoneId: string; relayId: string };

// test mode only: a cruise validation or charge held by its booking's delay answers its result at
// the next poll, so a browser test sees the 202s and then the result in that order, however slow
// the machine (a delay of seconds raced the first poll on a loaded one)
export const testCruiseReleaseRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Body }>(
    "/api/test/cruise/release",
    {
      schema: {
        "x-test-mode": true,
        body: {
          type: "object",
          required: ["zoneId", "relayId"],
          additionalProperties: false,
          properties: {
            zoneId: { type: "string", maxLength: 64 },
            relayId: { type: "string", maxLength: 64 },
          },
        },
        response: { 200: schemaRef("empty"), ...errorResponses },
      },
    },
    async (request) => {
      const { zoneId, relayId } = request.body;
      if (!(await releaseJob(app.storage.db, zoneId, relayId, app.now())))
        throw httpError(404, "unknown relay id");
      return {};
    },
  );
};
