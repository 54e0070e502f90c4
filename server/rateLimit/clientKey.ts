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
  const address = ip.replace(/%.*$/, "");
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = groupsOf(address.toLowerCase());
  if (groups?.length !== 8) return address;
  // ::ffff:a.b.c.d however it is written (a dual-stack socket's view of an IPv4 client)
  const [g5 = 0, g6 = 0, g7 = 0] = groups.slice(5);
  if (groups.slice(0, 5).every((g) => g === 0) && g5 === 0xffff)
    return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join(".");
  return groups.map((g) => g.toString(16)).join(":");
}
