import type { Leadership } from "../cluster/PeriodicJobs.ts";
import type { Maintenance } from "../maintenance/startMaintenance.ts";

/** What a started server runs, set once it is ready and stopped when it closes. */
export interface Running {
  leadership?: Leadership;
  maintenance?: Maintenance;
  // the database's own upkeep (SQLite: WAL checkpoints in a worker thread)
  checkpointer?: { stop(): Promise<void> };
  stopWatching: () => void;
  stopUsageTicks: () => void;
}

export const notRunning = (): Running => ({ stopWatching: () => {}, stopUsageTicks: () => {} });
