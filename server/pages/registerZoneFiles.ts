import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { compressText } from "./compressText.ts";
import { schemaRef } from "../http/apiSchemas.ts";
import { problem } from "../http/problem.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The zones' manifests (/zones/<hash>.json) and brand assets (/brand/<hash>.<ext>) from the zone
 * registry: each address names its content, so a reload gives new addresses and browsers may
 * cache every answer for good.
 */
export function registerZoneFiles(app: FastifyInstance, ctx: FastifyInstance): void {
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(problem(404, `Route ${request.method}:${request.url.split("?")[0]} not found`));

  const schema = (pattern: string, description: string, body: Record<string, unknown>) => ({
    params: {
      type: "object",
      required: ["file"],
      properties: { file: { type: "string", pattern } },
    },
    response: { 200: { description, ...body }, 404: schemaRef("error") },
  });

  app.get<{ Params: { file: string } }>(
    "/zones/:file",
    {
      schema: schema("^[0-9a-f]{16}\\.json$", "a zone's manifest as the browser gets it (immutable)", {
        type: "object",
      }),
    },
    async (request, reply) => {
      const hash = /^([0-9a-f]{16})\.json$/.exec(request.params.file)?.[1];
      const layout = hash ? ctx.zones.manifestByHash(hash) : undefined;
      if (!layout) return notFound(request, reply);
      const { body, encoding } = compressText(
        JSON.stringify(layout.manifest),
        request.headers["accept-encoding"],
      );
      if (encoding) reply.header("content-encoding", encoding);
      return reply
        .header("cache-control", IMMUTABLE)
        .header("vary", "accept-encoding")
        .type("application/json; charset=utf-8")
        .send(body);
    },
  );

  app.get<{ Params: { file: string } }>(
    "/brand/:file",
    {
      schema: schema("^[0-9a-f]{16}\\.[a-z]{3,4}$", "a brand asset (svg, png or webp; immutable)", {
        type: "string",
      }),
    },
    async (request, reply) => {
      const asset = /^[0-9a-f]{16}\.[a-z]{3,4}$/.test(request.params.file)
        ? ctx.zones.asset(request.params.file)
        : undefined;
      if (!asset) return notFound(request, reply);
      return reply.header("cache-control", IMMUTABLE).type(asset.type).send(asset.body);
    },
  );
}
