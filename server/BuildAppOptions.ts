import type { VoucherLimits } from "./rateLimit/VoucherLimits.ts";

export interface BuildAppOptions {
  // the database lives in <dataDir>/gangway.db, created on first start
  dataDir: string;
  // demo fleet to seed when the database is empty (and to reseed in test mode)
  fixturePath?: string;
  // the built portal, served with an SPA fallback to index.html
  staticDir?: string;
  // adds POST /api/test/reset and the POST twins of the access-controller redirects
  testMode?: boolean;
  // tells the portal (settings.testMode) to use the POST twins instead of real redirects;
  // separate from testMode so browser tests can exercise the real redirects
  fakeRedirects?: boolean;
  logger?: boolean | object;
  now?: () => number;
  // Host header values served besides localhost, 127.0.0.1 and [::1]
  allowedHosts?: string[];
  // demo traffic on online sessions every this many ms; off when 0 or unset
  accountingIntervalMs?: number;
  voucherLimits?: Partial<VoucherLimits>;
}
