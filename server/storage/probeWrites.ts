import { probeDataDir } from "./probeDataDir.ts";
import type { Storage } from "./Storage.ts";
import type { WriteFault, WriteHealth } from "./WriteHealth.ts";

/**
 * /healthz's write probe: a byte synced in DATA_DIR and one small commit to the database. A
 * success ends an episode of failed writes; a failure opens one (logged once). Undefined: writable.
 */
export async function probeWrites(
  dataDir: string,
  storage: Storage,
  writes: WriteHealth,
): Promise<WriteFault | undefined> {
  try {
    probeDataDir(dataDir);
    await storage.probeWrite();
    writes.succeeded();
  } catch (error) {
    if (!writes.failed(error, "health probe")) throw error;
  }
  return writes.fault;
}
