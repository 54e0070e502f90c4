import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { problem } from "./problem.ts";

// client errors keep their message; anything else is logged and answered without details
export function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status =
    err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err }, "request failed");
    reply.code(status).send(problem(status, "internal error, see the server log"));
    return;
  }
  reply.code(status).send(problem(status, err.message, err.code));
}
