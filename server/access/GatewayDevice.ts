import { isIP } from "node:net";
import type { ZoneDefinition } from "../zones/ZoneDefinition.ts";
import { clientKey } from "../rateLimit/clientKey.ts";
import { gatewayMac } from "./gatewayMac.ts";
import { resolveZone } from "./resolveZone.ts";

// a RADIUS request's attributes by name, as both faces hand them over: the native server decodes
// them, FreeRADIUS's rlm_rest posts them as JSON (each name's first value)
export type Attributes = Readonly<Record<string, unknown>>;

export const text = (a: Attributes, name: string): string | undefined => {
  const value = a[name];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
};

export const count = (a: Attributes, name: string): number => {
  const value = Number(a[name] ?? 0);
  return Number.isFinite(value) && value >= 0 ? value : 0;
};

/** Who a request is about: the zone (resolveZone.ts) and the device, the MAC the gateway saw. */
export interface GatewayDevice {
  zone: ZoneDefinition | undefined;
  // Calling-Station-Id, else User-Name (MAC authentication sends the MAC as both)
  mac: string | undefined;
  userName: string;
  // the RADIUS client that asked: the packet's source address (FreeRADIUS's, through rlm_rest).
  // With the two below it is the gateway: what its sessions are keyed by, what Accounting-On ends
  client: string;
  // the gateway's name: its NAS-Identifier, else its address
  gateway: string;
  // where its Disconnect-Requests go: NAS-IP-Address (or -IPv6-), else the packet's source
  nasAddress: string;
  // the device's own address as the gateway gave it (Framed-IP-Address, or RFC 6911's
  // Framed-IPv6-Address): a request from it may act for the device (security/DeviceAuth.ts)
  address: string | undefined;
}

// an address as text (rlm_rest's JSON, the native decoder's IPv4), or RFC 6911's 16 octets
function addressOf(value: unknown): string | undefined {
  if (typeof value === "string") return isIP(value) ? value : undefined;
  if (Buffer.isBuffer(value) && value.length === 16)
    return Array.from({ length: 8 }, (_, i) => value.readUInt16BE(i * 2).toString(16)).join(":");
  return undefined;
}

// every packet names its gateway's address again: each spelled once (clientKey's expressions);
// bounded, forgotten all at once when full
const clients = new Map<string, string>();
const CLIENTS_KEPT = 1024;
function clientOf(source: string): string {
  let key = clients.get(source);
  if (key === undefined) {
    key = clientKey(source);
    if (clients.size >= CLIENTS_KEPT) clients.clear();
    clients.set(source, key);
  }
  return key;
}

export function deviceOf(a: Attributes, zones: readonly ZoneDefinition[], source: string): GatewayDevice {
  const nasIdentifier = text(a, "NAS-Identifier");
  const nasAddress = text(a, "NAS-IP-Address") ?? text(a, "NAS-IPv6-Address") ?? source;
  const userName = text(a, "User-Name") ?? "";
  return {
    zone: resolveZone(zones, nasIdentifier, text(a, "Called-Station-Id")),
    mac: gatewayMac(text(a, "Calling-Station-Id")) ?? gatewayMac(userName),
    userName,
    client: clientOf(source),
    gateway: nasIdentifier ?? nasAddress,
    nasAddress,
    address: addressOf(a["Framed-IP-Address"]) ?? addressOf(a["Framed-IPv6-Address"]),
  };
}
