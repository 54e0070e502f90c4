import type { LimitClient } from "../domain/LimitClient.ts";
import { clientKey, ipv6Prefixes } from "./clientKey.ts";

export type { LimitClient };

export function addressClient(ip: string): LimitClient {
  const groups = ipv6Prefixes(ip);
  return { key: clientKey(ip), vouched: false, ...(groups ? { groups } : {}) };
}

export function deviceClient(zoneId: string, mac: string): LimitClient {
  return { key: `device|${zoneId}|${mac}`, vouched: true };
}
