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
 * Who counts as one client for a per-client limit. An IPv4 address is one client; an IPv6 client
 * is its /64, since a phone gets a whole /64 by SLAAC and may pick any address in it (privacy
 * addresses rotate by themselves), so counting full addresses would hand it 2^64 allowances. An
 * IPv4-mapped address (::ffff:a.b.c.d, a dual-stack socket) is its IPv4 address.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, "");
  if (isIPv4(address) || !isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groups = groupsOf(address.toLowerCase());
  if (groups?.length !== 8) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
