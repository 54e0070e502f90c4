import type { FastifyReply } from "fastify";
import type { HttpAnswer } from "../domain/OutcomeTable.ts";
import { httpError, problem } from "../http/problem.ts";

/**
 * The JSON face of an outcome, by its table's answer (domain/OutcomeTable.ts): 200 answers what
 * the action gives on (`ok`: the gateway's login step after a grant, a relay id); 300 (the spec's
 * device limit) and a 5xx the table names (another service did not answer) are sent with their
 * words; a refusal (4xx) goes the errors' way, with Retry-After when it says when.
 */
export async function answerJson(
  reply: FastifyReply,
  answer: HttpAnswer,
  ok: () => object | Promise<object> = () => ({}),
): Promise<object> {
  if (answer.status === 200) return ok();
  if (answer.retryAfterSeconds !== undefined) reply.header("retry-after", String(answer.retryAfterSeconds));
  if (answer.status === 300 || answer.status >= 500)
    return reply.code(answer.status).send(problem(answer.status, answer.message ?? ""));
  throw httpError(answer.status, answer.message ?? "refused");
}
