import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { httpError } from "./problem.ts";

// the longest URL the portal makes is a few hundred characters (an access-controller query);
// anything far longer is junk or an attack, answered before routing. Node itself refuses
// request lines and headers over 16 KB with 431.
export const MAX_URL_LENGTH = 2048;

// a callback hook, not an async one: no promise and no microtask on every request (Fastify turns
// what a hook throws into the error answer either way)
export function urlLimit(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.url.length > MAX_URL_LENGTH)
    throw httpError(414, `URL longer than ${MAX_URL_LENGTH} characters`);
  done();
}
