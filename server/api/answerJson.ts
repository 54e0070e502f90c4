import type { FastifyReply } from "fastify";
import type { HttpAnswer } from "../domain/OutcomeTable.ts";
import { httpError, problem } from "../http/problem.ts";

/**
 * The JSON face of an outcome, by its table's answer (domain/OutcomeTable.ts): 200 answers what
 * the action gives on (`ok`: the gateway's login step after a grant, a relay id); 300 is the
 * spec's device-limit answer, sent; any other status is a refusal with its reason (and
 * Retry-After when it says when).
 */
export async function answerJson(
  reply: FastifyReply,
  answer: HttpAnswer,
  ok: () => object | Promise<object> = () => ({}),
): Promise<object> {
  if (answer.status === 200) return ok();
  if (answer.retryAfterSeconds !== undefined) reply.header("retry-after", String(answer.retryAfterSeconds));
  if (answer.status === 300) return reply.code(300).send(problem(300, answer.message ?? ""));
  throw httpError(answer.status, answer.message ?? "refused");
}
