export type Cell = string | number | null;
export interface ReportTable {
  columns: string[];
  rows: Cell[][];
}
export type ReportFormat = "table" | "csv" | "json";

// RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled
const csvCell = (cell: Cell) => {
  const text = cell === null ? "" : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The report as aligned columns (numbers to the right), CSV with a header line, or a JSON array. */
export function formatReport(table: ReportTable, format: ReportFormat): string {
  if (format === "json")
    return `${JSON.stringify(
      table.rows.map((row) => Object.fromEntries(table.columns.map((c, i) => [c, row[i] ?? null]))),
      null,
      2,
    )}\n`;
  if (format === "csv")
    return [table.columns, ...table.rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
  const text = (cell: Cell) => (cell === null ? "-" : String(cell));
  const widths = table.columns.map((c, i) =>
    Math.max(c.length, ...table.rows.map((r) => text(r[i] ?? null).length)),
  );
  const line = (row: Cell[], header = false) =>
    row
      .map((cell, i) => {
        const width = widths[i] ?? 0;
        return !header && typeof cell === "number" ? text(cell).padStart(width) : text(cell).padEnd(width);
      })
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return `${[line(table.columns, true), rule, ...table.rows.map((r) => line(r))].join("\n")}\n`;
}
