import { accessSync, constants, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { VouchersError } from "./VouchersError.ts";

/**
 * Where a batch's CSV and sheet go: the folder the operator named (--out), else
 * DATA_DIR/voucher-sheets/<zone>-<batch>/, beside the database that holds the same codes, never the
 * working copy. Only the owner may read them: the codes are as good as money until activated.
 */
export function batchFolder(
  out: string | undefined,
  dataDir: string,
  zoneId: string,
  batchId: string,
): string {
  return resolve(out ?? join(dataDir, "voucher-sheets", `${zoneId}-${batchId}`));
}

/** Refuses a folder that cannot be made or written, before anything is minted. */
export function checkWritable(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    throw new VouchersError(`cannot write to ${dir}: ${(error as Error).message.split(",")[0]}`);
  }
}

/** Writes <zone>-<batch>.csv and .html into the folder; a reprint replaces them, minting never does. */
export function writeBatchFiles(
  dir: string,
  name: string,
  files: { csv: string; sheet: string },
  replace: boolean,
): { csvFile: string; sheetFile: string } {
  checkWritable(dir);
  const csvFile = join(dir, `${name}.csv`);
  const sheetFile = join(dir, `${name}.html`);
  const flag = replace ? "w" : "wx";
  try {
    writeFileSync(csvFile, files.csv, { flag, mode: 0o600 });
    writeFileSync(sheetFile, files.sheet, { flag, mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    throw new VouchersError(`${(error as NodeJS.ErrnoException).path} exists already; not overwriting it`);
  }
  return { csvFile, sheetFile };
}
