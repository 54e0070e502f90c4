import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export const SESSION_COOKIE = "gangway_console";
// before sign-in: the sign-in form's CSRF token is derived from it
export const PRE_COOKIE = "gangway_console_pre";

const mac = (secret: Buffer, purpose: string, value: string) =>
  createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// a value with its signature: a cookie the server did not write is no cookie
export const signed = (secret: Buffer, value: string) => `${value}.${mac(secret, "console-cookie", value)}`;

export function unsigned(secret: Buffer, cookie: string | undefined): string | undefined {
  const dot = cookie?.lastIndexOf(".") ?? -1;
  if (!cookie || dot < 1) return undefined;
  const value = cookie.slice(0, dot);
  return sameText(cookie, signed(secret, value)) ? value : undefined;
}

export const cookieOptions = (secure: boolean) =>
  ({ path: "/console", httpOnly: true, sameSite: "strict", secure }) as const;

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
