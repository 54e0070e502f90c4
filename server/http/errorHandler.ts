import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { problem } from "./problem.ts";

// how soon a client may try again when the database cannot be written (a disk being mended)
const RETRY_AFTER_SECONDS = 30;

/**
 * Client errors keep their message; a database that cannot be written or reached (a full or
 * read-only disk) is a 503 saying so, logged once per episode (storage/WriteHealth.ts); anything else is
 * logged and answered 500 without details.
 */
export function errorHandler(storageFailed: (error: unknown, where: string) => string | undefined) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status =
      err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    const fault =
      status >= 500
        ? storageFailed(err, `${request.method} ${request.routeOptions.url ?? "unmatched"}`)
        : undefined;
    if (fault) {
      reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS));
      reply.send(
        problem(503, `the database cannot be written now (${fault}): try again later`, "STORAGE_UNAVAILABLE"),
      );
      return;
    }
    if (status >= 500) {
      request.log.error({ err }, "request failed");
      reply.code(status).send(problem(status, "internal error, see the server log"));
      return;
    }
    reply.code(status).send(problem(status, err.message, err.code));
  };
}
