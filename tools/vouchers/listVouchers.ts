import { type DatabaseEnv, listBatches, zoneCalendar } from "../../server/operations.ts";
import { textTable } from "../cli/textTable.ts";
import { formatBytes } from "./sheetTexts.ts";
import { openServerDatabase } from "../cli/openServerDatabase.ts";
import { openZone } from "./openZone.ts";
import { findBatchVouchers } from "./reprintBatch.ts";
import { currencyDigits } from "./formatPrice.ts";

// "24 h", "7 d", "90 min": the batch's online time as the list shows it
function minutes(ms: number | null): string {
  if (ms === null) return "unlimited";
  const m = Math.round(ms / 60_000);
  // a day pass reads "24 h", as the sheet says "24 hours"; whole days from two on
  return m % 1440 === 0 && m >= 2880 ? `${m / 1440} d` : m % 60 === 0 ? `${m / 60} h` : `${m} min`;
}
const price = (p: { amount: number; currency: string } | null) =>
  p
    ? `${(p.amount / 10 ** currencyDigits(p.currency)).toFixed(currencyDigits(p.currency))} ${p.currency}`
    : "";

/** A zone's batches, newest first, with their stock by state; dates in the zone's time zone. */
export async function listZoneBatches(
  database: DatabaseEnv,
  zoneId: string,
  now = Date.now(),
): Promise<string> {
  const { store, zone } = await openZone(database, zoneId);
  try {
    const calendar = zoneCalendar(zone);
    const batches = await listBatches(store, zoneId, now);
    if (batches.length === 0) return `no voucher batches for ${zoneId} in ${store.where}`;
    const header = ["batch", `minted (${calendar.timeZone})`, "vouchers", "unused", "active", "used up"];
    header.push("expired", "revoked", "valid until", "terms", "price", "note");
    const rows = batches.map((b) => [
      ...[b.batchId, calendar.minute(b.createdAt), String(b.count), String(b.states.unused)],
      ...[String(b.states.active), String(b.states["used-up"]), String(b.states.expired)],
      ...[String(b.states.revoked), b.validUntil === null ? "" : calendar.day(b.validUntil)],
      `${minutes(b.durationMs)}, ${b.byteLimit === null ? "unlimited data" : formatBytes(b.byteLimit)}, ${b.maxDevices ?? "any"} dev.`,
      ...[price(b.price), b.note ?? ""],
    ]);
    return `${zoneId}, ${store.where}:\n${textTable([header, ...rows])}`;
  } finally {
    await store.close();
  }
}

/** One batch's codes in sheet order with their state: to find a code, or what a sheet has left. */
export async function listBatchCodes(
  database: DatabaseEnv,
  batchId: string,
  now = Date.now(),
): Promise<string> {
  const store = await openServerDatabase(database);
  try {
    const { batch, vouchers, timeZone } = await findBatchVouchers(store, batchId, now);
    const calendar = zoneCalendar({ timeZone });
    const rows = vouchers.map((v) => [
      ...[String(v.serial), v.code, v.state],
      ...[v.activatedAt === null ? "" : calendar.minute(v.activatedAt)],
      v.revokedAt === null ? "" : calendar.minute(v.revokedAt),
    ]);
    const header = ["no.", "code", "state", `activated (${calendar.timeZone})`, "revoked"];
    return `batch ${batch.batchId} of ${batch.zoneId}, ${store.where}:\n${textTable([header, ...rows])}`;
  } finally {
    await store.close();
  }
}
