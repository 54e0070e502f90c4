import { closeSync, fsyncSync, mkdirSync, openSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

// per process: a tool on the same folder (npm run vouchers) never removes another's probe
const PROBE = `.write-probe-${process.pid}`;

/**
 * Writes a byte to DATA_DIR, syncs it and takes it away: throws the file system's error (EROFS,
 * ENOSPC, EACCES, …) when the folder cannot be written. Cheap enough for every /healthz poll.
 */
export function probeDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, PROBE);
  const fd = openSync(file, "w");
  try {
    writeSync(fd, "1");
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  unlinkSync(file);
}
