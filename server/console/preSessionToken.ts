import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { mac, signed, unsigned } from "./signed.ts";
import { sameText } from "./sameText.ts";
import { cookieOptions } from "./sessionCookie.ts";

// before sign-in: the sign-in form's CSRF token is derived from it
export const PRE_COOKIE = "gangway_console_pre";

/** The sign-in form's CSRF token: the pre-session cookie's value signed (one is set if missing). */
export function preSessionToken(
  secret: Buffer,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
) {
  let pre = unsigned(secret, request.cookies[PRE_COOKIE]);
  if (!pre) {
    pre = randomBytes(16).toString("base64url");
    reply.setCookie(PRE_COOKIE, signed(secret, pre), cookieOptions(secure));
  }
  return mac(secret, "console-sign-in", pre);
}

export function checkPreSessionToken(secret: Buffer, request: FastifyRequest, posted: string | undefined) {
  const pre = unsigned(secret, request.cookies[PRE_COOKIE]);
  return !!pre && !!posted && sameText(posted, mac(secret, "console-sign-in", pre));
}
