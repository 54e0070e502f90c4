// generated — do not edit. Source: schemas/api/*.schema.json; regenerate with `npm run gen`.
/**
 * GET /api/v1/settings: the zone of the X-Zone-Public-Id header. Operators may add fields; clients ignore the ones they do not know.
 */
export interface Settings {
  /**
   * Slash-separated path; the first segment names the operator group, e.g. gangnet/premium.
   */
  zonePrefix: string;
  /**
   * URL the portal GETs to learn whether the device is online (3 s timeout).
   */
  internetCheckUrl: string;
  /**
   * The zone public id the settings belong to.
   */
  zoneId: string;
  tier: "open" | "premium" | "premium-cc" | "premium-trial" | "crew" | "cruise";
  /**
   * Base for analytics: the portal PUTs {analyticsHost}/v1/analytics/onboard.
   */
  analyticsHost: string;
  /**
   * When true the portal fakes access-controller redirects with POSTs to /api/v1/radius/authorize and /api/v1/relay/{id}.
   */
  testMode: boolean;
  [k: string]: unknown;
}

/**
 * GET /api/v1/session/{mac}: the device's session in the zone of the X-Zone-Public-Id header. Times are ISO 8601 (UTC), sizes in bytes, speeds in bytes per second.
 */
export interface Session {
  /**
   * The backend has granted access (voucher or open).
   */
  isBackendAuthed: boolean;
  /**
   * The access controller has let the device online.
   */
  isAccessControllerAuthed: boolean;
  /**
   * The access comes from an open zone (trial, trial-premium, free).
   */
  isAuthOpen: boolean;
  /**
   * Keyword of the open zone that granted the access, when isAuthOpen.
   */
  authOpenKeyword: "trial" | "trial-premium" | "free" | null;
  /**
   * The voucher that granted the access.
   */
  authVoucherCode: string | null;
  /**
   * POST /api/v1/session/reset/{mac} would start a new period now.
   */
  isSessionResetAvailable: boolean;
  /**
   * How a reset is meant to happen; null when the session never resets.
   */
  resetMethod: "ACCESS_CONTROLLER_AUTOMATIC" | "CNA_AUTOMATIC" | "MANUAL" | null;
  /**
   * When the current period ends and a reset becomes possible.
   */
  nextReset: string | null;
  /**
   * The end time has passed or bytesUsed has reached byteLimit.
   */
  isSessionUsedUp: boolean;
  /**
   * End of the current period; null = no time limit.
   */
  endTime: string | null;
  /**
   * Hard end that no reset extends; null = none.
   */
  endTimePermanent: string | null;
  bytesUsed: number;
  /**
   * null = unlimited.
   */
  byteLimit: number | null;
  /**
   * null = not limited.
   */
  rxMaxBytesPerSecond: number | null;
  /**
   * null = not limited.
   */
  txMaxBytesPerSecond: number | null;
  /**
   * Devices currently authorised by the same entitlement.
   */
  connectedClients: number;
  /**
   * null = unlimited.
   */
  maxSimultaneousClients: number | null;
  /**
   * How to log out ("ACCESS_CONTROLLER": send the browser to /logout); null = no logout offered.
   */
  logoutMethod: string | null;
}

/**
 * GET /api/v1/opens/zone: the open (free) accesses of the zone. Response schemas carry no $ref, so serialisers and generators need no resolver.
 */
export type OpenZoneList = {
  id: number;
  keyword: "trial" | "trial-premium" | "free";
}[];

/**
 * POST /api/v1/voucher/auth. The code may come as voucher or voucherCode.
 */
export type VoucherAuthRequest = {
  [k: string]: unknown;
} & {
  /**
   * A device address: aa:bb:cc:dd:ee:ff, AA-BB-CC-DD-EE-FF or 12 hex digits. The server answers in lower case with colons.
   */
  mac: string;
  /**
   * A voucher code, 3 to 8 letters or digits; compared upper-cased.
   */
  voucher?: string;
  /**
   * A voucher code, 3 to 8 letters or digits; compared upper-cased.
   */
  voucherCode?: string;
  /**
   * When the voucher's device limit is reached, log out its oldest device instead of answering 300.
   */
  logoutOldest?: boolean;
};
