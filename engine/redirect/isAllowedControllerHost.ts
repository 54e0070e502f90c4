// an access controller lives on the ship's own network: private, loopback or link-local
// addresses only, or a host the manifest allows. anything else would be an open redirect.
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function isLocalIpv4(host: string): boolean {
  const m = IPV4.exec(host);
  if (!m) return false;
  const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
  if ([a, b, c, d].some((n) => n > 255)) return false;
  return (
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

function isLocalIpv6(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  // the first group has all four digits ("fe8::" is 0fe8::, not fe80::/10)
  return h === "::1" || /^fe[89ab][0-9a-f]:/.test(h) || /^f[cd][0-9a-f]{2}:/.test(h);
}

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

export function isAllowedControllerHost(value: string, allowlist: readonly string[] = []): boolean {
  const parsed = parseControllerHost(value);
  if (!parsed) return false;
  return isLocalIpv4(parsed.host) || isLocalIpv6(parsed.host) || allowlist.includes(parsed.host);
}
