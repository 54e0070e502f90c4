import type { DemoDevice, DemoVoucher } from "./DemoData.ts";
import { MINUTE } from "../domain/time.ts";
import type { VoucherRecord } from "../domain/types.ts";

const minutes = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : value * MINUTE;

// a voucher as seeded: first activated when the demo data says, else when its first device started;
// its devices' traffic counts towards its shared total
export function demoVoucherRecord(
  zoneId: string,
  v: DemoVoucher,
  devices: DemoDevice[],
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
