import { isIP } from "node:net";

// a host as a manifest lists it and as a URL writes it: lower case, IPv6 without its brackets
const bare = (host: string) => host.replace(/^\[|\]$/g, "").toLowerCase();

/**
 * Whether the host a gateway's redirect names is one the zone's manifest lists
 * (network.controllerHosts): a crafted link must not hand a passenger's fresh credential to any
 * other host, not even one on the ship's own network.
 */
export function listedHost(host: string, controllerHosts: readonly string[]): boolean {
  const wanted = bare(host);
  if (!wanted || (wanted.includes(":") && isIP(wanted) !== 6)) return false;
  return controllerHosts.some((listed) => bare(listed) === wanted);
}
