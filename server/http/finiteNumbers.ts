import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { httpError } from "./problem.ts";

function hasNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === "number") return !Number.isFinite(value);
  if (value === null || typeof value !== "object" || depth > 8) return false;
  return Object.values(value).some((v) => hasNonFinite(v, depth + 1));
}

// "1e309" (a JSON number or a string Ajv's coerceTypes turns into one) is Infinity: it satisfies
// every "number" schema without a maximum and no integer arithmetic holds for it. Every route's
// input is checked here before validation (a JSON number a string schema would coerce to the text
// "Infinity") and after it (a string coerced to a number), so no handler ever sees one. A callback
// hook: twice on every request, without a promise either time
export function finiteNumbers(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (hasNonFinite(request.body) || hasNonFinite(request.query) || hasNonFinite(request.params))
    throw httpError(400, "numbers must be finite");
  done();
}
