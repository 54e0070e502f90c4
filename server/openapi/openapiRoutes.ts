import { readFileSync } from "node:fs";
import type { FastifyPluginAsync } from "fastify";
import { httpError } from "../http/problem.ts";
import { errorResponses } from "../http/apiSchemas.ts";

export const OPENAPI_PATH = "/api/v1/openapi.json";
const FILE = new URL("./openapi.gen.json", import.meta.url);

// serves the generated document as written (tools/openapi/generateOpenApi.ts); no zone header
export const openapiRoutes: FastifyPluginAsync = async (app) => {
  let text: string | undefined;
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        description: "This document: OpenAPI 3.1, generated from the routes and schemas/api.",
        response: { 200: { type: "object", description: "The OpenAPI 3.1 document" }, ...errorResponses },
      },
    },
    async (_request, reply) => {
      try {
        text ??= readFileSync(FILE, "utf8");
      } catch {
        throw httpError(404, "no OpenAPI document: run npm run openapi");
      }
      return reply.type("application/json; charset=utf-8").send(text);
    },
  );
};
