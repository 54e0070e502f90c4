import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DB_FILE, openDatabase } from "../../server/db/openDatabase.ts";
import { SqliteStorage } from "../../server/storage/SqliteStorage.ts";
import { closest } from "../lint/closest.ts";
import type { CardTerms } from "./sheetTexts.ts";
import { voucherCsv } from "./voucherCsv.ts";
import { voucherSheet } from "./voucherSheet.ts";
import { zoneBrand } from "./zoneBrand.ts";

export interface MintOptions {
  /** the server's DATA_DIR */
  dataDir: string;
  /** the server's MANIFESTS_DIR: brand, colours and languages of the sheet */
  manifestsDir: string;
  zoneId: string;
  count: number;
  terms: CardTerms;
  /** where the CSV and the sheet go; default vouchers/<zoneId>-<batch> */
  out?: string;
  now?: number;
}

/** A refusal the operator can act on (no database, unknown zone); printed without a stack. */
export class MintError extends Error {}

const batchName = (at: number) =>
  new Date(at).toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");

/** Mints the batch into the server's database (one transaction), then writes its CSV and sheet. */
export async function mintBatch(o: MintOptions) {
  const now = o.now ?? Date.now();
  // openDatabase would create an empty database: a wrong DATA_DIR must not look like success
  if (!existsSync(join(o.dataDir, DB_FILE)))
    throw new MintError(
      `no database at ${join(o.dataDir, DB_FILE)}: set DATA_DIR to the server's, or start the server once`,
    );
  const db = openDatabase(o.dataDir);
  const storage = new SqliteStorage(db);
  try {
    const zone = await storage.findZone(o.zoneId);
    if (!zone) {
      const known = (db.prepare("SELECT zone_id FROM zones").pluck().all() as string[]).sort();
      const near = closest(o.zoneId, known);
      throw new MintError(
        `unknown zone "${o.zoneId}" in ${o.dataDir}${near ? ` (did you mean "${near}"?)` : ""}; the server adds a zone when it loads its manifest (start, or SIGHUP). Known: ${known.join(", ") || "none"}`,
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
    const codes = await storage.mintVouchers({ zoneId: o.zoneId, count: o.count, ...o.terms });
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
    return { codes, csvFile, sheetFile, batch, brand };
  } finally {
    storage.close();
  }
}
