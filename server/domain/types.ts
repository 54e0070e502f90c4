// the records the domain rules read; times are epoch milliseconds, sizes bytes, speeds bytes per second

export type Tier = "open" | "premium" | "premium-cc" | "premium-trial" | "crew" | "cruise";
export type OpenKeyword = "trial" | "trial-premium" | "free";
export type ResetMethod = "ACCESS_CONTROLLER_AUTOMATIC" | "CNA_AUTOMATIC" | "MANUAL";

export interface ZoneRecord {
  zoneId: string;
  zonePrefix: string;
  tier: Tier;
  settings: Record<string, unknown>;
  /** the IANA time zone of the zone's calendar (server/zones/zoneCalendar.ts) */
  timeZone: string;
}

export interface OpenRecord {
  zoneId: string;
  id: number;
  keyword: OpenKeyword;
  // null: the keyword's default
  durationMs: number | null;
  rxMaxBps: number | null;
  txMaxBps: number | null;
}

export interface VoucherRecord {
  zoneId: string;
  code: string;
  maxDevices: number | null;
  durationMs: number | null;
  byteLimit: number | null;
  rxMaxBps: number | null;
  txMaxBps: number | null;
  validUntil: number | null;
  activatedAt: number | null;
  bytesUsed: number;
  // revoked (npm run vouchers -- revoke): activating it answers as for an unknown code
  revokedAt?: number | null;
}

// what an entitlement grants a device for its current period
export interface SessionTerms {
  startedAt: number;
  endAt: number | null;
  endPermanentAt: number | null;
  periodMs: number | null;
  resetMethod: ResetMethod | null;
  byteLimit: number | null;
  rxMaxBps: number | null;
  txMaxBps: number | null;
  maxClients: number | null;
  logoutMethod: string | null;
}

export interface SessionRecord extends SessionTerms {
  zoneId: string;
  mac: string;
  backendAuthed: boolean;
  accessControllerAuthed: boolean;
  openId: number | null;
  openKeyword: OpenKeyword | null;
  voucherCode: string | null;
  authedAt: number;
  // the voucher's shared total for voucher sessions, else the session's own
  bytesUsed: number;
  connectedClients: number;
}
