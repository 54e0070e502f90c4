// a host as CSP writes it: IPv6 literals have no form there, and are left out
const cspHost = (host: string) => (/^[a-z0-9.-]+$/i.test(host) ? host : undefined);

/**
 * The page's policy with its forms' targets widened to the zone's controller hosts (on any port:
 * CoovaChilli's UAM port comes with its redirect): a form the server answers with a 303 to the
 * gateway's login or logout is a navigation form-action governs, redirects included, and a
 * passenger without script would otherwise stay on the page. Only the hosts the zone's manifest
 * lists, where a grant may hand the device over anyway.
 */
export function withFormTargets(policy: string, hosts: readonly string[] | undefined): string {
  const sources = (hosts ?? [])
    .map(cspHost)
    .filter((h) => h !== undefined)
    .flatMap((h) => [`http://${h}:*`, `https://${h}:*`]);
  if (sources.length === 0) return policy;
  return policy.replace(
    /form-action ([^;]*)/,
    (_all, own: string) => `form-action ${own} ${sources.join(" ")}`,
  );
}
