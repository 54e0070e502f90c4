import type { OpenKeyword, Tier } from "../domain/types.ts";
import type { FleetCruisePackage } from "./FleetCruisePackage.ts";

/**
 * One zone as its manifest defines it for the server (schemas/manifest.schema.json's server keys,
 * resolved through `extends`): what the database is reconciled to on every start and SIGHUP.
 */
export interface ZoneDefinition {
  zoneId: string;
  zonePrefix: string;
  tier: Tier;
  description?: string;
  /** the layout's settings with the zone's own on top */
  settings: Record<string, unknown>;
  opens: FleetOpen[];
  store?: FleetStore;
  cruise?: { packages: FleetCruisePackage[] };
  /** the gateway's side of the manifest's network section (server/gateway/aaa) */
  network?: FleetNetwork;
  /** the IANA time zone of the zone's calendar (zoneCalendar.ts); absent: UTC */
  timeZone?: string;
  /** what staff and passengers call the zone (voucher sheets); absent: from the zone prefix */
  name?: string;
  /**
   * "<operator>/<vessel>": the vessel whose Gangway serves the zone's devices (ship and shore,
   * server/shipShore/): the zone's own `vessel`, else its layout file's name
   */
  vessel: string;
}

export type GatewayType = "spec" | "generic" | "coovachilli" | "mikrotik" | "opennds";

export interface FleetNetwork {
  gateway?: GatewayType;
  /** where the gateway's login may be: its redirect's login address is used only when listed */
  controllerHosts?: string[];
  /** openNDS's FAS level: 3 takes only a fas encrypted with the zone's faskey */
  openndsFasLevel?: 1 | 3;
  nasIdentifiers?: string[];
  ssids?: string[];
  interimIntervalSeconds?: number;
  idleTimeoutSeconds?: number;
  /** the SSID printed on voucher sheets */
  wifiName?: string;
}

export interface FleetOpen {
  id: number;
  keyword: OpenKeyword;
  durationMinutes?: number;
  rxMaxBytesPerSecond?: number;
  txMaxBytesPerSecond?: number;
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
  // in the manifest, text keys; once resolved (catalogueWords.ts), the words in the zone's first language
  name: string;
  description: string;
  /** the words by language, every one the zone offers */
  translations?: Record<string, { name: string; description: string }>;
  grossAmount: number;
  maxDevices: number | null;
  durationMinutes: number | null;
  byteLimit: number | null;
  rxMaxBytesPerSecond?: number | null;
  txMaxBytesPerSecond?: number | null;
}
