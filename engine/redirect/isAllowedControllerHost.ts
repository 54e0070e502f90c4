/**
 * Splits "host[:port]" strictly (anything with a scheme, path, credentials or encoding is refused)
 * and gives the host as the browser's URL parser reads it: "010.209.1.2" is octal there
 * (8.209.1.2), "0x0a.1" is 10.0.0.1. What is checked is what the browser will go to.
 */
export function parseControllerHost(value: string): { host: string; port?: string } | null {
  const m = /^(\[[0-9a-fA-F:]+\]|[0-9a-zA-Z.-]+)(?::(\d{1,5}))?$/.exec(value);
  if (!m?.[1] || (m[2] !== undefined && (Number(m[2]) < 1 || Number(m[2]) > 65535))) return null;
  let url: URL;
  try {
    url = new URL(`http://${value}/`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.pathname !== "/") return null;
  const host = url.hostname;
  return m[2] ? { host, port: m[2] } : { host };
}

// a manifest's entry as the browser reads a host: "fd00::1" and "[FD00::1]" are "[fd00::1]"
function hostOf(entry: string): string | undefined {
  const bare = entry.replace(/^\[|\]$/g, "");
  return parseControllerHost(bare.includes(":") ? `[${bare}]` : bare)?.host;
}

/**
 * The access controller may only be a host the zone's manifest lists (network.controllerHosts):
 * a link names it (accessControllerIp), and a crafted link (a QR sticker) must not send a
 * passenger, after activation, to any other host, not even one on the ship's own network, where
 * an attacker's laptop would receive the relay ids of a cabin charge.
 */
export function isAllowedControllerHost(value: string, allowlist: readonly string[] = []): boolean {
  const parsed = parseControllerHost(value);
  if (!parsed) return false;
  return allowlist.some((entry) => hostOf(entry) === parsed.host);
}
