import type { BatchPrice } from "../../server/operations.ts";
import { currencyDigits } from "./formatPrice.ts";
import type { CardTerms } from "./sheetTexts.ts";
import type { SheetCard } from "./voucherSheet.ts";

const field = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

// bytes per second as Mbit/s; empty for no limit
const mbit = (bps: number | null | undefined) => (bps ? String(bps / 125_000) : "");

/**
 * One row per voucher, for the till or a spreadsheet; empty cells mean unlimited (or no price).
 * valid_until is an instant in UTC (ISO 8601): the end of the last day in the zone's time zone.
 */
export function voucherCsv(
  zoneId: string,
  batch: string,
  cards: SheetCard[],
  terms: CardTerms,
  price: BatchPrice | null,
): string {
  const header = [
    ...["serial", "code", "zone_id", "batch", "duration_minutes", "data_bytes", "devices"],
    ...["valid_until", "price", "currency", "down_mbit", "up_mbit"],
  ];
  const validUntil = terms.validUntil === null ? "" : new Date(terms.validUntil).toISOString();
  const amount = price
    ? (price.amount / 10 ** currencyDigits(price.currency)).toFixed(currencyDigits(price.currency))
    : "";
  const rows = cards.map(({ serial, code }) => [
    ...[serial, code, zoneId, batch, Math.round(terms.durationMs / 60_000), terms.byteLimit ?? ""],
    ...[
      terms.maxDevices,
      validUntil,
      amount,
      price?.currency ?? "",
      mbit(terms.rxMaxBps),
      mbit(terms.txMaxBps),
    ],
  ]);
  return `${[header, ...rows].map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}
