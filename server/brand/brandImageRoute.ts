import type { FastifyInstance } from "fastify";
import { problem } from "../http/problem.ts";
import { BRAND_IMAGE_PATH, type BrandImages } from "./brandImages.ts";

/** GET /brand-img/<content-hash>[-<width>].<ext>: the name is the content, so it is cached for good. */
export function brandImageRoute(app: FastifyInstance, images: BrandImages): void {
  app.get<{ Params: { name: string } }>(`${BRAND_IMAGE_PATH}:name`, async (request, reply) => {
    const found = images.lookup(request.params.name);
    if (!found) return reply.code(404).send(problem(404, `no brand image ${request.params.name}`));
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .type(found.type)
      .send(found.body);
  });
}
