import { isIPv4, isIPv6 } from "node:net";

// the eight 16-bit groups of an IPv6 address, a trailing dotted IPv4 part counted as two
function groupsOf(address: string): number[] | undefined {
  const [head = "", tail, ...more] = address.split("::");
  if (more.length > 0) return undefined;
  const parse = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Who counts as one client for a per-client limit: its address, one spelling for each (an IPv6
 * address's eight groups in full, lower case, without a zone index; an IPv4-mapped one as its IPv4
 * address). IPv6 addresses count one by one: on a ship's LAN every SLAAC client shares one /64, so
 * counting by /64 let one passenger's trials use up every IPv6 passenger's. A client that rotates
 * addresses gets more allowances, and meets its zone's fair caps (checkLimits.ts), which only ever
 * refuse the clients over their share.
 */
export function clientKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip.replace(/%.*$/, "");
  // ::ffff:a.b.c.d however it is written (a dual-stack socket's view of an IPv4 client)
  const [g5 = 0, g6 = 0, g7 = 0] = groups.slice(5);
  if (groups.slice(0, 5).every((g) => g === 0) && g5 === 0xffff)
    return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join(".");
  return groups.map((g) => g.toString(16)).join(":");
}

// an IPv6 address's eight groups; undefined for anything else
function ipv6Groups(ip: string): number[] | undefined {
  const address = ip.replace(/%.*$/, "");
  if (isIPv4(address) || !isIPv6(address)) return undefined;
  const groups = groupsOf(address.toLowerCase());
  return groups?.length === 8 ? groups : undefined;
}

/**
 * The /64 and the /48 an IPv6 address is in (`2001:db8:aa:1::/64`, `2001:db8:aa::/48`), undefined
 * for an IPv4 address (a mapped one included). A /64 is the least a network hands one host (SLAAC,
 * RFC 8273's prefix per host), and within it the host picks addresses at will: one host can be
 * millions of addresses, but not millions of /64s; a /48 is the most a site is usually given
 * (RFC 6177), so a site's many /64s are one /48. Past a zone's cap the addresses of each count
 * together too (checkLimits.ts), so that one host cannot be hundreds of clients.
 */
export function ipv6Prefixes(ip: string): [string, string] | undefined {
  const groups = ipv6Groups(clientKey(ip));
  const prefix = (n: number) =>
    `${(groups ?? [])
      .slice(0, n)
      .map((g) => g.toString(16))
      .join(":")}::/${n * 16}`;
  return groups && [prefix(4), prefix(3)];
}
