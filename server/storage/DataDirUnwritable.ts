import { probeDataDir } from "./probeDataDir.ts";

/** DATA_DIR (or the database in it) cannot be written: the start stops with this one line. */
export class DataDirUnwritable extends Error {}

const what = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return code ? `${code}, ${(message ?? "").replace(/^[A-Z]+: /, "").split(",")[0]}` : String(error);
};

/**
 * Refuses a DATA_DIR that cannot be written (a read-only mount, a full disk): the server would
 * start, answer every write with an error and log a failed WAL checkpoint every second.
 */
export function checkDataDir(dataDir: string): void {
  try {
    probeDataDir(dataDir);
  } catch (error) {
    throw new DataDirUnwritable(
      `DATA_DIR ${dataDir} cannot be written (${what(error)}): the database, the server secret and the last good manifests live there; mount it read-write with free space, or set DATA_DIR to a folder that is`,
    );
  }
}
