import { closest } from "../../fleet/lint/closest.ts";
import {
  batchIds,
  batchVouchers,
  type DatabaseEnv,
  type Storage,
  type VoucherState,
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
export async function findBatchVouchers(store: Storage, batchId: string, now: number) {
  const found = await batchVouchers(store, batchId, now);
  if (found) return found;
  const near = closest(batchId, await batchIds(store.db));
  throw new VouchersError(
    `unknown batch "${batchId}" in ${store.where}${near ? ` (did you mean "${near}"?)` : ""}; npm run vouchers -- list --zone <zoneId> lists a zone's batches`,
  );
}

// what a reprint leaves out, as the operator reads it: "2 revoked, 1 used up"
const LEFT_OUT: [VoucherState, string][] = [
  ["active", "active"],
  ["used-up", "used up"],
  ["expired", "expired"],
  ["revoked", "revoked"],
];
const leftOutOf = (vouchers: { state: VoucherState }[]) =>
  LEFT_OUT.map(([state, words]) => [vouchers.filter((v) => v.state === state).length, words] as const)
    .filter(([n]) => n > 0)
    .map(([n, words]) => `${n} ${words}`)
    .join(", ");

/**
 * The sheet and CSV of a batch again, from the database: the codes that can still be sold, each
 * with its number from the first sheet. A code already activated is in a passenger's hands (active,
 * used up), and an expired or revoked one would only be refused at the gateway: none goes back on
 * the sheet. A batch with nothing left to sell is refused, and nothing is written. In today's brand,
 * name, network and portal address; replaces the files a first print left in the folder.
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
    const cards = vouchers.filter((v) => v.state === "unused").map(({ serial, code }) => ({ serial, code }));
    if (cards.length === 0)
      throw new VouchersError(
        `batch ${batch.batchId} has no unused codes left to print (${leftOutOf(vouchers) || "no codes"}); nothing written`,
      );
    const terms = {
      durationMs: batch.durationMs ?? 0,
      ...{ maxDevices: batch.maxDevices ?? 1, byteLimit: batch.byteLimit, validUntil: batch.validUntil },
      ...{ rxMaxBps: batch.rxMaxBps, txMaxBps: batch.txMaxBps },
    };
    const sheet = voucherSheet({
      brand: brandOrDefault(zone.zoneId, zone.zonePrefix, o.manifestsDir),
      ...{ cards, batchSize: batch.count, terms, batch: batch.batchId, mintedAt: batch.createdAt },
      ...{ calendar: zoneCalendar(zone), portalUrl: o.portalUrl, price: batch.price, reprintedAt: now },
    });
    const csv = voucherCsv(zone.zoneId, batch.batchId, cards, terms, batch.price);
    const dir = batchFolder(o.out, o.database.DATA_DIR, zone.zoneId, batch.batchId);
    const files = writeBatchFiles(dir, `${zone.zoneId}-${batch.batchId}`, { csv, sheet }, true);
    return { ...files, zoneId: zone.zoneId, printed: cards.length, leftOut: leftOutOf(vouchers) };
  } finally {
    await store.close();
  }
}
