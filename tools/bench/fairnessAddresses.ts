// The addresses of the fairness bench. IPv4 and IPv6 mixed, and every IPv6 address in one /64:
// a ship's LAN hands every SLAAC client an address of one prefix, and a host on it may take as
// many addresses of that prefix as it likes, so the attacker's IPv6 addresses and the honest
// passengers' share their /64 (the hardest case for a limit that groups IPv6 by prefix).
export const SHIP_PREFIX = "2001:db8:5e1:1";

// attacker n: every other one IPv6 (when `ipv6` says so), the others IPv4 addresses of their own
export function attackerAddress(n: number, ipv6: boolean): string {
  if (ipv6 && n % 2 === 1) return `${SHIP_PREFIX}:66::${n.toString(16)}`;
  return `10.66.${(n >> 8) & 255}.${n & 255}`;
}

// honest passenger n, never an attacker's address: every other one IPv6
export function passengerAddress(n: number, ipv6: boolean): string {
  if (ipv6 && n % 2 === 1) return `${SHIP_PREFIX}:20:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  return `10.20.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;
}

// device n's mac, in a block of its own (prefix)
export const benchMac = (prefix: number, n: number): string =>
  `${prefix.toString(16).padStart(2, "0")}:${[(n >> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255, 1]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join(":")}`;
