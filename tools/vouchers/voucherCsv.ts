import type { CardTerms } from "./sheetTexts.ts";

const field = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One row per voucher, for the till or a spreadsheet; empty cells mean unlimited. */
export function voucherCsv(zoneId: string, batch: string, codes: string[], terms: CardTerms): string {
  const header = [
    "serial",
    "code",
    "zone_id",
    "batch",
    "duration_minutes",
    "data_bytes",
    "devices",
    "valid_until",
  ];
  const validUntil = terms.validUntil === null ? "" : new Date(terms.validUntil).toISOString();
  const rows = codes.map((code, i) => [
    i + 1,
    code,
    zoneId,
    batch,
    Math.round(terms.durationMs / 60_000),
    terms.byteLimit ?? "",
    terms.maxDevices,
    validUntil,
  ]);
  return `${[header, ...rows].map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}
