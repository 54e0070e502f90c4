import { isIP } from "node:net";

// proxy-addr's names, an address, or an address with a prefix length or (IPv4) a netmask
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** One entry of TRUST_PROXY's list as proxy-addr takes it: a wrong one would stop it with a stack. */
export function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}
