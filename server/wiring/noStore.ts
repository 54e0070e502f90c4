import type { FastifyReply, FastifyRequest } from "fastify";
import { isAccessControllerPath } from "../gateway/accessControllerPaths.ts";

// API answers and redirects depend on the session, never cache them
export async function noStore(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const path = request.url.split("?")[0] ?? "";
  if (path.startsWith("/api/") || isAccessControllerPath(path)) reply.header("cache-control", "no-store");
  return payload;
}
