import type { FastifyReply, FastifyRequest } from "fastify";
import { isAccessControllerPath } from "../gateway/accessControllerPaths.ts";

// API answers and redirects depend on the session, never cache them. A callback hook: every
// answer passes it, without a promise
export function noStore(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, payload: unknown) => void,
): void {
  const path = request.url.split("?")[0] ?? "";
  if (path.startsWith("/api/") || isAccessControllerPath(path)) reply.header("cache-control", "no-store");
  done(null, payload);
}
