import type { ResetMethod } from "../domain/types.ts";
import type { FleetCruiseBooking } from "../zones/FleetCruisePackage.ts";

// the shape of schemas/api/demo-data.schema.json: demo-only rows, keyed by the zone they belong to
export interface DemoData {
  description?: string;
  zones: Record<string, DemoZone>;
}

export interface DemoZone {
  vouchers?: DemoVoucher[];
  devices?: DemoDevice[];
  bookings?: FleetCruiseBooking[];
}

export interface DemoVoucher {
  code: string;
  note?: string;
  maxDevices: number | null;
  durationMinutes: number | null;
  byteLimit: number | null;
  rxMaxBytesPerSecond?: number | null;
  txMaxBytesPerSecond?: number | null;
  validUntil?: string | null;
  activatedMinutesAgo?: number;
  bytesUsed?: number;
}

export interface DemoDevice {
  mac: string;
  note?: string;
  voucher?: string;
  openId?: number;
  startedMinutesAgo: number;
  accessControllerAuthed: boolean;
  bytesUsed?: number;
  reset?: { method: ResetMethod; periodMinutes: number };
}
