import { join } from "node:path";
import { type BatchPrice, type DatabaseEnv, mintVouchers, zoneCalendar } from "../../server/operations.ts";
import { batchFolder, checkWritable, writeBatchFiles } from "./batchFiles.ts";
import { openZone } from "./openZone.ts";
import { type ValidUntil, validUntilIn } from "./parseAmount.ts";
import type { CardTerms } from "./sheetTexts.ts";
import { voucherCsv } from "./voucherCsv.ts";
import { voucherSheet } from "./voucherSheet.ts";
import { VouchersError } from "./VouchersError.ts";
import { brandOrDefault } from "./zoneBrand.ts";

export interface MintOptions {
  /** the server's database: DATA_DIR (SQLite), or DATABASE_URL (PostgreSQL), checked as the server does */
  database: DatabaseEnv;
  /** the server's MANIFESTS_DIR: brand, colours, languages, name and network of the sheet */
  manifestsDir: string;
  zoneId: string;
  count: number;
  terms: Omit<CardTerms, "validUntil"> & { validUntil: ValidUntil | null };
  note?: string;
  price?: BatchPrice;
  /** printed on the cards and opened by their QR code */
  portalUrl: string;
  /** where the CSV and the sheet go; default DATA_DIR/voucher-sheets/<zoneId>-<batch>/ */
  out?: string;
  now?: number;
}

/**
 * Mints the batch into the server's database through the storage the server uses (one
 * transaction), then writes its CSV and sheet; the database is closed (PostgreSQL: its pool) before
 * it returns or throws.
 */
export async function mintBatch(o: MintOptions) {
  const now = o.now ?? Date.now();
  const { store, zone } = await openZone(o.database, o.zoneId);
  try {
    const calendar = zoneCalendar(zone);
    const validUntil = o.terms.validUntil && validUntilIn(o.terms.validUntil, calendar);
    if (validUntil != null && validUntil <= now)
      throw new VouchersError(
        `--valid-until has passed already in the zone's time zone (${calendar.timeZone})`,
      );
    const terms: CardTerms = { ...o.terms, validUntil: validUntil ?? null };
    const brand = brandOrDefault(zone.zoneId, zone.zonePrefix, o.manifestsDir);
    // refused before minting: a batch whose sheet cannot be written is a batch nobody can sell
    checkWritable(o.out ?? join(o.database.DATA_DIR, "voucher-sheets"));
    const { batchId, codes } = await mintVouchers(store, {
      ...{ zoneId: o.zoneId, count: o.count, ...terms },
      ...{ note: o.note ?? null, price: o.price ?? null, createdAt: now },
    });
    const cards = codes.map((code, i) => ({ serial: i + 1, code }));
    const price = o.price ?? null;
    const dir = batchFolder(o.out, o.database.DATA_DIR, o.zoneId, batchId);
    const sheet = voucherSheet({
      ...{ brand, cards, batchSize: cards.length, terms, batch: batchId, mintedAt: now },
      ...{ calendar, portalUrl: o.portalUrl, price },
    });
    const files = { csv: voucherCsv(o.zoneId, batchId, cards, terms, price), sheet };
    try {
      const { csvFile, sheetFile } = writeBatchFiles(dir, `${o.zoneId}-${batchId}`, files, false);
      return { codes, csvFile, sheetFile, batch: batchId, brand, where: store.where };
    } catch (error) {
      if (!(error instanceof VouchersError)) throw error;
      throw new VouchersError(
        `${error.message}. The batch ${batchId} is minted: npm run vouchers -- reprint --batch ${batchId} --out <dir> writes its sheet`,
      );
    }
  } finally {
    await store.close();
  }
}
