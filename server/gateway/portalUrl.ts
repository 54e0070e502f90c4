// a path on this server with a query; colons stay readable in macs.
// The path is always one of ours, so a redirect can never leave this host.
export function portalUrl(path: `/${string}`, query: Record<string, string | number | boolean>): string {
  const pairs = Object.entries(query).map(
    ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v)).replace(/%3A/g, ":")}`,
  );
  return pairs.length ? `${path}?${pairs.join("&")}` : path;
}
