import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import type { Verdict } from "../access/verdict.ts";
import { WORDS } from "./consoleMessages.ts";
import { dataTable } from "./dataTable.ts";

const at = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

/** The device's last RADIUS verdicts on its card: when, which gateway, accept or reject and why. */
export function verdictsView(t: I18n, verdicts: Verdict[]) {
  return h(
    "section",
    { "aria-labelledby": "verdicts" },
    h("h2", { id: "verdicts" }, t._(WORDS.verdicts)),
    dataTable(
      t,
      t._(WORDS.verdicts),
      [WORDS.when, WORDS.gateway, WORDS.verdict],
      verdicts.map((v) => [
        at(v.at),
        v.gateway,
        v.accept ? t._(WORDS.accepted) : t._(WORDS.rejected.id, { reason: v.reason ?? "" }),
      ]),
      WORDS.noVerdicts,
    ),
  );
}
