import type { Storage } from "../storage/Storage.ts";

export interface GatewayHealthRow {
  // the gateway as its accounting names it (NAS-Identifier), and the address its packets come from
  gateway: string;
  clientAddress: string;
  zones: string[];
  // its last accounting packet (Start or Interim-Update), epoch ms
  lastPacketAt: number;
  // devices it reports online now (open accounting sessions)
  online: number;
  // accounting updates per minute it should be sending: one per open session per interim interval
  updatesPerMinute: number;
  // it has devices online but has said nothing for longer than SILENT_INTERIMS interim intervals
  silent: boolean;
}

// interim intervals a gateway may miss before it counts as silent (an update may be lost or late)
export const SILENT_INTERIMS = 3;

/**
 * Each gateway's health from its accounting: when it last spoke, how many devices it holds, and
 * whether it has gone silent while devices are online (they then stay online in Gangway's books
 * with nobody metering them). `interimMsOf`: the Acct-Interim-Interval a zone's gateways are given
 * (its manifest's network.interimIntervalSeconds); a gateway of several zones, the longest of theirs.
 */
export async function gatewayHealth(
  store: Storage,
  now: number,
  interimMsOf: (zoneId: string) => number,
): Promise<GatewayHealthRow[]> {
  const rows = await store.db
    .selectFrom("accounting_sessions")
    .select(["gateway", "client_address", "zone_id", "updated_at", "stopped_at"])
    .where((eb) => eb.or([eb("stopped_at", "is", null), eb("updated_at", ">=", now - 7 * 86_400_000)]))
    .execute();
  const byGateway = new Map<string, GatewayHealthRow>();
  for (const r of rows) {
    const key = `${r.gateway}\u0000${r.client_address}`;
    const row = byGateway.get(key) ?? {
      ...{ gateway: r.gateway, clientAddress: r.client_address, zones: [], lastPacketAt: 0 },
      ...{ online: 0, updatesPerMinute: 0, silent: false },
    };
    if (!row.zones.includes(r.zone_id)) row.zones.push(r.zone_id);
    row.lastPacketAt = Math.max(row.lastPacketAt, r.updated_at);
    if (r.stopped_at === null) row.online += 1;
    byGateway.set(key, row);
  }
  return [...byGateway.values()]
    .map((row) => {
      const interimMs = Math.max(...row.zones.map(interimMsOf));
      return {
        ...row,
        zones: row.zones.sort(),
        updatesPerMinute: Math.round((row.online * 60_000) / interimMs),
        silent: row.online > 0 && now - row.lastPacketAt > SILENT_INTERIMS * interimMs,
      };
    })
    .sort((a, b) => a.gateway.localeCompare(b.gateway) || a.clientAddress.localeCompare(b.clientAddress));
}
