import type { I18n, MessageDescriptor } from "@lingui/core";
import { createElement as h, type ReactNode } from "react";

/**
 * The console's one table: a head of translated column names and a row of cells each, in a
 * scrolling box that takes the keyboard's focus (a wide table on a narrow screen can be scrolled
 * without a mouse); `empty` instead when there are no rows. Its caption names it to a screen
 * reader's table list (drawn for no one else: the heading above it says the same).
 */
export function dataTable(
  t: I18n,
  caption: string,
  head: MessageDescriptor[],
  rows: ReactNode[][],
  empty: MessageDescriptor,
) {
  if (rows.length === 0) return h("p", null, t._(empty));
  return h(
    "div",
    { className: "scroll", tabIndex: 0 },
    h(
      "table",
      null,
      h("caption", { className: "vh" }, caption),
      h("thead", null, h("tr", null, ...head.map((w) => h("th", { key: w.id, scope: "col" }, t._(w))))),
      h(
        "tbody",
        null,
        ...rows.map((cells, i) => h("tr", { key: i }, ...cells.map((v, j) => h("td", { key: j }, v)))),
      ),
    ),
  );
}
