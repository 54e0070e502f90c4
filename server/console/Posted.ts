import type { FastifyRequest } from "fastify";
import { sameText } from "./sameText.ts";
import type { ConsoleSession } from "./consoleSession.ts";

export type Posted = Record<string, string | undefined>;

export const postedOf = (request: FastifyRequest): Posted =>
  typeof request.body === "object" && request.body !== null ? (request.body as Posted) : {};

export const csrfMatches = (session: ConsoleSession, posted: Posted) =>
  typeof posted._csrf === "string" && sameText(posted._csrf, session.csrf);
