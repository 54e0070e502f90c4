import type { I18n } from "@lingui/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ReactNode } from "react";
import type { Word } from "./consoleMessages.ts";
import type { ConsoleSession } from "./consoleSession.ts";

// the signed-in session of a console request, set once by consoleRoutes.ts's hook before any page
const sessions = new WeakMap<FastifyRequest, ConsoleSession>();

export const keepSession = (request: FastifyRequest, session: ConsoleSession): void => {
  sessions.set(request, session);
};

/** The request's console session, if signed in (the sign-in pages have none). */
export const maybeSessionIn = (request: FastifyRequest): ConsoleSession | undefined => sessions.get(request);

/** The request's console session (every route below the sign-in hook has one). */
export const sessionIn = (request: FastifyRequest) => sessions.get(request) as ConsoleSession;

/** Draws a console page: its title, its body in the request's language, and a status. */
export type Draw = (
  request: FastifyRequest,
  reply: FastifyReply,
  title: Word,
  body: (t: I18n) => ReactNode,
  status?: number,
) => FastifyReply;
