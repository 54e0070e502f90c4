import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import type { RejectCount } from "../gateway/aaa/radiusVerdicts.ts";
import { WORDS } from "./consoleMessages.ts";

/** Each gateway's Access-Rejects of the last day by reason (from the kept verdicts). */
export function rejectsView(t: I18n, rows: RejectCount[]) {
  return h(
    "section",
    { "aria-labelledby": "rejects" },
    h("h2", { id: "rejects" }, t._(WORDS.rejectsByReason)),
    rows.length === 0
      ? h("p", null, t._(WORDS.noRejects))
      : h(
          "div",
          { className: "scroll", tabIndex: 0 },
          h(
            "table",
            null,
            h(
              "thead",
              null,
              h(
                "tr",
                null,
                ...[WORDS.gateway, WORDS.reason, WORDS.rejects].map((w) =>
                  h("th", { key: w.id, scope: "col" }, t._(w)),
                ),
              ),
            ),
            h(
              "tbody",
              null,
              ...rows.map((r, i) =>
                h(
                  "tr",
                  { key: i },
                  h("td", null, r.gateway),
                  h("td", null, r.reason),
                  h("td", null, r.count),
                ),
              ),
            ),
          ),
        ),
  );
}
