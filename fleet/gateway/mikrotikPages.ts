import { MIKROTIK_FIELDS as F } from "./mikrotikFields.ts";

// RouterOS writes each variable into the page; "-esc" ones URL-escaped (HotSpot customisation)
const variable = (name: string) => `$(${name}-esc)`;

const redirectPage = (title: string, url: string) =>
  [
    "<!doctype html>",
    `<html><head><meta charset="utf-8"><title>${title}</title>`,
    `<meta http-equiv="refresh" content="0; url=${url}">`,
    `</head><body><a href="${url}">${title}</a></body></html>`,
    "",
  ].join("\n");

/**
 * The hotspot's login.html (html-directory-override): every device the hotspot holds goes straight
 * to the portal with the page's variables (server/gateway/dialects/mikrotikDialect.ts reads them),
 * by a refresh, so it works without script too. A failed login comes back here with `error`.
 */
export function mikrotikLoginPage(portalOrigin: string, zoneId: string): string {
  const names = [F.mac, F.ip, F.loginOnly, F.logout, F.orig, F.chapId, F.chapChallenge, F.error];
  const query = [`zoneId=${encodeURIComponent(zoneId)}`, ...names.map((n) => `${n}=${variable(n)}`)];
  return redirectPage("Wi-Fi", `${portalOrigin}/?${query.join("&amp;")}`);
}

/** The hotspot's logout.html: after the portal's logout, back to the portal's offers. */
export function mikrotikLogoutPage(portalOrigin: string, zoneId: string): string {
  const query = [
    `zoneId=${encodeURIComponent(zoneId)}`,
    `mac=${variable(F.mac)}`,
    "ignoreSessionRedirect=true",
  ];
  return redirectPage("Wi-Fi", `${portalOrigin}/start?${query.join("&amp;")}`);
}
