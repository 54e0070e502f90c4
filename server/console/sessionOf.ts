import type { FastifyRequest } from "fastify";
import type { ConsoleDeps } from "./ConsoleDeps.ts";
import { SESSION_COOKIE } from "./sessionCookie.ts";
import { unsigned } from "./signed.ts";
import { type ConsoleSession, readSession } from "./consoleSession.ts";

/** The signed-in session the request's cookie names, if any and not idle. */
export function sessionOf(d: ConsoleDeps, request: FastifyRequest): Promise<ConsoleSession | undefined> {
  const token = unsigned(d.secret, request.cookies[SESSION_COOKIE]);
  return token ? readSession(d.store, token, d.now(), d.settings.idleMs) : Promise.resolve(undefined);
}

export const tokenOf = (d: ConsoleDeps, request: FastifyRequest) =>
  unsigned(d.secret, request.cookies[SESSION_COOKIE]);
