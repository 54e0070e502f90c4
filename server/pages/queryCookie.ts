import type { CookieSerializeOptions } from "@fastify/cookie";
import { readMac } from "../../schemas/mac.ts";

export const QUERY_COOKIE = "gw-query";

/** The URL's query string when it names a device and a zone (the gateway's entry link), else null. */
export function querySearchOf(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get("mac") && params.get("zoneId") ? search : null;
}

/**
 * The gateway's query, kept for this browser's later pages (reply.setCookie(QUERY_COOKIE, search,
 * QUERY_COOKIE_OPTIONS)): the browser keeps it in sessionStorage, but a link followed before (or
 * without) the script reaches the server with no query at all. It names only what the entry URL
 * already said; it lasts as long as the browser session.
 */
export const QUERY_COOKIE_OPTIONS: CookieSerializeOptions = { path: "/", httpOnly: true, sameSite: "lax" };

/** The query the cookie keeps (as @fastify/cookie decoded it from request.cookies), if any. */
export function keptQuery(value: string | undefined): string | null {
  return value ? querySearchOf(value) : null;
}

/** Whether the cookie keeps the query of another device of this device's zone. */
export function keepsAnotherDevice(
  value: string | undefined,
  device: { zoneId: string; mac: string },
): boolean {
  const kept = keptQuery(value);
  if (kept === null) return false;
  const params = new URLSearchParams(kept);
  return params.get("zoneId") === device.zoneId && readMac(params.get("mac") ?? "") !== device.mac;
}
