import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import type { RejectCount } from "../access/verdict.ts";
import { WORDS } from "./consoleMessages.ts";
import { dataTable } from "./dataTable.ts";

/** Each gateway's Access-Rejects of the last day by reason (from the kept verdicts). */
export function rejectsView(t: I18n, rows: RejectCount[]) {
  return h(
    "section",
    { "aria-labelledby": "rejects" },
    h("h2", { id: "rejects" }, t._(WORDS.rejectsByReason)),
    dataTable(
      t,
      t._(WORDS.rejectsByReason),
      [WORDS.gateway, WORDS.reason, WORDS.rejects],
      rows.map((r) => [r.gateway, r.reason, r.count]),
      WORDS.noRejects,
    ),
  );
}
