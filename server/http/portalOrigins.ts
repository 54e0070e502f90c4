import type { FastifyRequest } from "fastify";

/** Every origin a gateway may have written its redirect with: the portal's public one first, then this request's. */
export function portalOrigins(publicUrl: string | undefined, request: FastifyRequest): string[] {
  const own = new URL(`${request.protocol}://${request.host}`).origin;
  const origins = publicUrl ? [new URL(publicUrl).origin, own] : [own];
  return [...new Set(origins)];
}
