import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One line a request at info — its method, masked url, status and time — where Fastify writes two
 * ("incoming request", then "request completed"), each serialised and written on its own: at the
 * shipped LOG_LEVEL=info the pair cost 1.0–3.2 ms of CPU per boarding device beside warn
 * (`npm run bench:surge-sweep`). The incoming line stays, at debug: it is what says a request that
 * never ends had begun.
 */
export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    // the request's logger is made only when a line is in force (lazyChildLogger.ts)
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
