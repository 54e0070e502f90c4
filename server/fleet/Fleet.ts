import type { OpenKeyword, ResetMethod, Tier } from "../domain/types.ts";
import type { FleetCruise } from "./FleetCruise.ts";

// the shape of schemas/api/demo-fleet.schema.json
export interface Fleet {
  description?: string;
  zones: FleetZone[];
}

export interface FleetZone {
  zoneId: string;
  zonePrefix: string;
  tier: Tier;
  description?: string;
  settings?: Record<string, unknown>;
  opens?: FleetOpen[];
  vouchers?: FleetVoucher[];
  devices?: FleetDevice[];
  cruise?: FleetCruise;
  store?: FleetStore;
}

export interface FleetOpen {
  id: number;
  keyword: OpenKeyword;
  durationMinutes?: number;
  rxMaxBytesPerSecond?: number;
  txMaxBytesPerSecond?: number;
}

export interface FleetVoucher {
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

export interface FleetDevice {
  mac: string;
  note?: string;
  voucher?: string;
  openId?: number;
  startedMinutesAgo: number;
  accessControllerAuthed: boolean;
  bytesUsed?: number;
  reset?: { method: ResetMethod; periodMinutes: number };
}

export interface FleetStore {
  currency: string;
  currencyDecimals: number;
  maxCheckoutItems?: number;
  open?: boolean;
  items: FleetStoreItem[];
}

export interface FleetStoreItem {
  id: number;
  name: string;
  description: string;
  grossAmount: number;
  maxDevices: number | null;
  durationMinutes: number | null;
  byteLimit: number | null;
  rxMaxBytesPerSecond?: number | null;
  txMaxBytesPerSecond?: number | null;
}
