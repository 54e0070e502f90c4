/**
 * The names the hotspot's login page (its login.html, as `npm run gateway -- config` prints it)
 * sends the device to the portal with: RouterOS's own variable names, read by the server's
 * mikrotik dialect (server/gateway/dialects/mikrotikDialect.ts).
 */
export const MIKROTIK_FIELDS = {
  mac: "mac",
  ip: "ip",
  loginOnly: "link-login-only",
  logout: "link-logout",
  orig: "link-orig",
  chapId: "chap-id",
  chapChallenge: "chap-challenge",
  error: "error",
} as const;
