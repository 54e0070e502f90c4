import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import { WORDS } from "./consoleMessages.ts";
import { dataTable } from "./dataTable.ts";
import { previewPath, type ZoneState } from "./zoneStates.ts";

const STATE_WORD = { served: WORDS.zoneServed, kept: WORDS.zoneKept, refused: WORDS.zoneRefused } as const;

/** Each zone of the account's: its manifest's state, the lint's first lines, a link to its start page. */
export function zonesView(t: I18n, rows: ZoneState[], portalUrl: string) {
  return h(
    "div",
    null,
    h("p", null, h("a", { href: "/console/zones.csv" }, `CSV: ${t._(WORDS.zones)}`)),
    dataTable(
      t,
      t._(WORDS.zones),
      [WORDS.zone, WORDS.zoneState, WORDS.lintProblems, WORDS.preview],
      rows.map((r) => [
        r.zoneId,
        t._(STATE_WORD[r.state]),
        r.problems.length === 0
          ? ""
          : h("ul", null, ...r.problems.map((p, i) => h("li", { key: i }, h("code", null, p)))),
        r.state === "refused"
          ? ""
          : h(
              "a",
              { href: `${portalUrl}${previewPath(r.zoneId)}`, target: "_blank", rel: "noopener noreferrer" },
              t._(WORDS.previewOf.id, { zone: r.zoneId }),
            ),
      ]),
      WORDS.nothingYet,
    ),
  );
}
