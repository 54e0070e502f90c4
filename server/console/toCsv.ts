// a cell as a spreadsheet reads it: quoted, and never a formula (=, +, -, @ lead with a quote mark:
// a passenger's e-mail or a booking name is no command to the operator's spreadsheet)
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** Rows as CSV (RFC 4180: CRLF, every cell quoted), the header from the first row's keys or `head`. */
export function toCsv(rows: readonly object[], head?: string[]): string {
  const keys = head ?? Object.keys(rows[0] ?? {});
  const lines = rows.map((r) => keys.map((k) => cell((r as Record<string, unknown>)[k])).join(","));
  return `${[keys.map(cell).join(","), ...lines].join("\r\n")}\r\n`;
}
