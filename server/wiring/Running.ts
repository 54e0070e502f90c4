import type { Leadership } from "../cluster/PeriodicJobs.ts";
import type { Maintenance } from "../maintenance/startMaintenance.ts";
import type { WalCheckpointer } from "../storage/sqlite/walCheckpointer.ts";

/** What a started server runs, set once it is ready and stopped when it closes. */
export interface Running {
  leadership?: Leadership;
  maintenance?: Maintenance;
  checkpointer?: WalCheckpointer;
  stopWatching: () => void;
  stopUsageTicks: () => void;
}

export const notRunning = (): Running => ({ stopWatching: () => {}, stopUsageTicks: () => {} });
