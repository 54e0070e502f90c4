/** Rows as aligned columns for a terminal: the first row is the header, two spaces between columns. */
export function textTable(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows)
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, [...cell].length);
  return rows
    .map((row) =>
      row
        .map((cell, i) =>
          i === row.length - 1 ? cell : cell + " ".repeat((widths[i] ?? 0) - [...cell].length),
        )
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
