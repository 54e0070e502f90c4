import { closest } from "../../fleet/lint/closest.ts";
import {
  batchIds,
  batchVouchers,
  type DatabaseEnv,
  type Store,
  ZoneRecords,
  zoneCalendar,
} from "../../server/operations.ts";
import { batchFolder, writeBatchFiles } from "./batchFiles.ts";
import { openServerDatabase } from "../cli/openServerDatabase.ts";
import { voucherCsv } from "./voucherCsv.ts";
import { voucherSheet } from "./voucherSheet.ts";
import { VouchersError } from "./VouchersError.ts";
import { brandOrDefault } from "./zoneBrand.ts";

export interface ReprintOptions {
  database: DatabaseEnv;
  manifestsDir: string;
  batchId: string;
  portalUrl: string;
  out?: string;
  now?: number;
}

/** A batch's row, or a refusal that names the batch id nearest the one typed. */
export async function findBatchVouchers(store: Store, batchId: string, now: number) {
  const found = await batchVouchers(store, batchId, now);
  if (found) return found;
  const near = closest(batchId, await batchIds(store.db));
  throw new VouchersError(
    `unknown batch "${batchId}" in ${store.where}${near ? ` (did you mean "${near}"?)` : ""}; npm run vouchers -- list --zone <zoneId> lists a zone's batches`,
  );
}

/**
 * The sheet and CSV of a batch again, from the database: every code not revoked, each with its
 * number from the first sheet (a revoked code would only be refused at the desk). In today's
 * brand, name, network and portal address; replaces the files a first print left in the folder.
 */
export async function reprintBatch(o: ReprintOptions) {
  const now = o.now ?? Date.now();
  const store = await openServerDatabase(o.database);
  try {
    const { batch, vouchers } = await findBatchVouchers(store, o.batchId, now);
    const zone = await new ZoneRecords(store).find(batch.zoneId);
    if (!zone)
      throw new VouchersError(
        `batch ${batch.batchId} is for zone "${batch.zoneId}", which no manifest defines any more: its codes open nothing`,
      );
    const cards = vouchers.filter((v) => v.state !== "revoked").map(({ serial, code }) => ({ serial, code }));
    const terms = {
      durationMs: batch.durationMs ?? 0,
      ...{ maxDevices: batch.maxDevices ?? 1, byteLimit: batch.byteLimit, validUntil: batch.validUntil },
    };
    const sheet = voucherSheet({
      brand: brandOrDefault(zone.zoneId, zone.zonePrefix, o.manifestsDir),
      ...{ cards, batchSize: batch.count, terms, batch: batch.batchId, mintedAt: batch.createdAt },
      ...{ calendar: zoneCalendar(zone), portalUrl: o.portalUrl, price: batch.price, reprintedAt: now },
    });
    const csv = voucherCsv(zone.zoneId, batch.batchId, cards, terms, batch.price);
    const dir = batchFolder(o.out, o.database.DATA_DIR, zone.zoneId, batch.batchId);
    const files = writeBatchFiles(dir, `${zone.zoneId}-${batch.batchId}`, { csv, sheet }, true);
    return { ...files, zoneId: zone.zoneId, printed: cards.length, revoked: vouchers.length - cards.length };
  } finally {
    await store.close();
  }
}
