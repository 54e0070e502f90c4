export const QUERY_COOKIE = "gw-query";

/** The URL's query string when it names a device and a zone (the gateway's entry link), else null. */
export function querySearchOf(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get("mac") && params.get("zoneId") ? search : null;
}

/**
 * The gateway's query, kept for this browser's later pages: the browser keeps it in sessionStorage,
 * but a link followed before (or without) the script reaches the server with no query at all. It
 * names only what the entry URL already said; it lasts as long as the browser session.
 */
export function queryCookie(search: string): string {
  return `${QUERY_COOKIE}=${encodeURIComponent(search)}; Path=/; HttpOnly; SameSite=Lax`;
}

/** The query a cookie header keeps, if any. */
export function keptQuery(cookieHeader: string | undefined): string | null {
  const value = cookieHeader
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${QUERY_COOKIE}=`))
    ?.slice(QUERY_COOKIE.length + 1);
  if (!value) return null;
  try {
    return querySearchOf(decodeURIComponent(value));
  } catch {
    return null;
  }
}
