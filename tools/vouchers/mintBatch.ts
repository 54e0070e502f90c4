import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type DatabaseEnv, mintVouchers, ZoneRecords } from "../../server/operations.ts";
import { closest } from "../../fleet/lint/closest.ts";
import { MintError } from "./MintError.ts";
import { openServerStorage } from "./openServerStorage.ts";
import type { CardTerms } from "./sheetTexts.ts";
import { voucherCsv } from "./voucherCsv.ts";
import { voucherSheet } from "./voucherSheet.ts";
import { zoneBrand } from "./zoneBrand.ts";

export interface MintOptions {
  /** the server's database: DATA_DIR (SQLite), or DATABASE_URL (PostgreSQL), checked as the server does */
  database: DatabaseEnv;
  /** the server's MANIFESTS_DIR: brand, colours and languages of the sheet */
  manifestsDir: string;
  zoneId: string;
  count: number;
  terms: CardTerms;
  /** where the CSV and the sheet go; default vouchers/<zoneId>-<batch> */
  out?: string;
  now?: number;
}

const batchName = (at: number) =>
  new Date(at).toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");

/**
 * Mints the batch into the server's database through the storage the server uses (one
 * transaction), then writes its CSV and sheet; the database is closed (PostgreSQL: its pool) before
 * it returns or throws.
 */
export async function mintBatch(o: MintOptions) {
  const now = o.now ?? Date.now();
  const store = await openServerStorage(o.database);
  const zones = new ZoneRecords(store);
  try {
    const zone = await zones.find(o.zoneId);
    if (!zone) {
      const known = await zones.ids();
      const near = closest(o.zoneId, known);
      throw new MintError(
        `unknown zone "${o.zoneId}" in ${store.where}${near ? ` (did you mean "${near}"?)` : ""}; the server adds a zone when it loads its manifest (start, or SIGHUP). Known: ${known.join(", ") || "none"}`,
      );
    }
    const brand = zoneBrand(zone.zonePrefix, o.manifestsDir) ?? {
      name: zone.zonePrefix,
      primary: "#314e92",
      body: "#ffffff",
      locales: ["en"],
    };
    // a second batch of the zone within the minute gets a folder of its own, not the first one's
    const first = batchName(now);
    let batch = first;
    for (let n = 2; !o.out && existsSync(join("vouchers", `${o.zoneId}-${batch}`)); n++)
      batch = `${first}-${n}`;
    const out = resolve(o.out ?? join("vouchers", `${o.zoneId}-${batch}`));
    mkdirSync(out, { recursive: true });
    const csvFile = join(out, `${o.zoneId}-${batch}.csv`);
    const sheetFile = join(out, `${o.zoneId}-${batch}.html`);
    // refuse before minting: a batch whose sheet cannot be written is a batch nobody can sell
    for (const file of [csvFile, sheetFile])
      if (existsSync(file)) throw new MintError(`${file} exists already; not overwriting it`);
    const codes = await mintVouchers(store, { zoneId: o.zoneId, count: o.count, ...o.terms });
    writeFileSync(csvFile, voucherCsv(o.zoneId, batch, codes, o.terms), { flag: "wx" });
    const sheet = voucherSheet({
      brand,
      zoneId: o.zoneId,
      zonePrefix: zone.zonePrefix,
      codes,
      terms: o.terms,
      batch,
      mintedAt: now,
    });
    writeFileSync(sheetFile, sheet, { flag: "wx" });
    return { codes, csvFile, sheetFile, batch, brand, where: store.where };
  } finally {
    await store.close();
  }
}
