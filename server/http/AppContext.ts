import type { Fleet } from "../fleet/Fleet.ts";
import type { Storage } from "../storage/Storage.ts";
import type { VoucherLimits } from "../rateLimit/VoucherLimits.ts";

// what the route plugins share, built once by buildApp
export interface AppContext {
  storage: Storage;
  now: () => number;
  testMode: boolean;
  fakeRedirects: boolean;
  fleet: Fleet | undefined;
  voucherLimits: VoucherLimits;
  // bumped by POST /api/test/reset so rate-limit counters start over
  rateLimitEpoch: { value: number };
}
