import { MINUTE } from "../../domain/time.ts";
import type { OpenRecord, VoucherRecord } from "../../domain/types.ts";
import type { FleetDevice, FleetOpen, FleetVoucher } from "../../fleet/Fleet.ts";

function minutes(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : value * MINUTE;
}

export function fleetOpenRecord(zoneId: string, o: FleetOpen): OpenRecord {
  return {
    zoneId,
    id: o.id,
    keyword: o.keyword,
    durationMs: minutes(o.durationMinutes),
    rxMaxBps: o.rxMaxBytesPerSecond ?? null,
    txMaxBps: o.txMaxBytesPerSecond ?? null,
  };
}

// a voucher as seeded: first activated when the fleet says, else when its first device started;
// its devices' traffic counts towards its shared total
export function fleetVoucherRecord(
  zoneId: string,
  v: FleetVoucher,
  devices: FleetDevice[],
  now: number,
): VoucherRecord {
  const own = devices.filter((d) => d.voucher === v.code);
  const starts = own.map((d) => now - d.startedMinutesAgo * MINUTE);
  const activatedAt =
    v.activatedMinutesAgo !== undefined
      ? now - v.activatedMinutesAgo * MINUTE
      : starts.length
        ? Math.min(...starts)
        : null;
  return {
    zoneId,
    code: v.code,
    maxDevices: v.maxDevices,
    durationMs: minutes(v.durationMinutes),
    byteLimit: v.byteLimit,
    rxMaxBps: v.rxMaxBytesPerSecond ?? null,
    txMaxBps: v.txMaxBytesPerSecond ?? null,
    validUntil: v.validUntil ? Date.parse(v.validUntil) : null,
    activatedAt,
    bytesUsed: (v.bytesUsed ?? 0) + own.reduce((sum, d) => sum + (d.bytesUsed ?? 0), 0),
  };
}
