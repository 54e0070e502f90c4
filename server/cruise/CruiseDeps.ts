import type { Storage } from "../storage/Storage.ts";
import type { CruiseLimiter } from "./cruiseLimiter.ts";

/** What the cruise login and charge need: the database, the booking look-ups' limits, the jobs' delay. */
export interface CruiseDeps {
  storage: Storage;
  limit: CruiseLimiter;
  // how long the property-management simulator's jobs answer 202 unless the booking says otherwise
  jobDelayMs: number;
}
