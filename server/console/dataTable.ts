import type { I18n, MessageDescriptor } from "@lingui/core";
import { createElement as h, type ReactNode } from "react";

/**
 * The console's one table: a head of translated column names and a row of cells each, in a
 * scrolling box that takes the keyboard's focus (a wide table on a narrow screen can be scrolled
 * without a mouse); `empty` instead when there are no rows. Its caption names it to a screen
 * reader's table list (drawn for no one else: the heading above it says the same). On a narrow
 * screen (a tablet at the desk) each row is a block of "name: value" lines instead, nothing cut off:
 * each cell carries its column's name for the stylesheet (consoleCss.ts) and its role explicitly,
 * as a browser that drops a restyled table's semantics still has them.
 */
export function dataTable(
  t: I18n,
  caption: string,
  head: MessageDescriptor[],
  rows: ReactNode[][],
  empty: MessageDescriptor,
) {
  if (rows.length === 0) return h("p", null, t._(empty));
  const names = head.map((w) => t._(w));
  return h(
    "div",
    { className: "scroll", tabIndex: 0 },
    h(
      "table",
      { role: "table" },
      h("caption", { className: "vh" }, caption),
      h(
        "thead",
        { role: "rowgroup" },
        h(
          "tr",
          { role: "row" },
          ...names.map((name, j) => h("th", { key: j, scope: "col", role: "columnheader" }, name)),
        ),
      ),
      h(
        "tbody",
        { role: "rowgroup" },
        ...rows.map((cells, i) =>
          h(
            "tr",
            { key: i, role: "row" },
            ...cells.map((v, j) => h("td", { key: j, role: "cell", "data-label": names[j] }, v)),
          ),
        ),
      ),
    ),
  );
}
