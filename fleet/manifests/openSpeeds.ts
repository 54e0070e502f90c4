// one Mbit/s in bytes per second: the manifests' and the database's unit of speed
export const MBIT = 125_000;

/**
 * The speed an open access runs at when its manifest names none (opens[].rxMaxBytesPerSecond,
 * txMaxBytesPerSecond), the same down and up: the server grants it (server/opens/openRules.ts), and
 * the lint compares it with what the zone sells (lint/checks/checkTrialSpeed.ts).
 */
export const OPEN_DEFAULT_SPEEDS: Record<"trial" | "trial-premium" | "free", number> = {
  trial: 20 * MBIT,
  "trial-premium": 20 * MBIT,
  free: 1 * MBIT,
};
