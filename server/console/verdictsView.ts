import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import type { Verdict } from "../gateway/aaa/radiusVerdicts.ts";
import { WORDS } from "./consoleMessages.ts";

const at = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

/** The device's last RADIUS verdicts on its card: when, which gateway, accept or reject and why. */
export function verdictsView(t: I18n, verdicts: Verdict[]) {
  return h(
    "section",
    { "aria-labelledby": "verdicts" },
    h("h2", { id: "verdicts" }, t._(WORDS.verdicts)),
    verdicts.length === 0
      ? h("p", null, t._(WORDS.noVerdicts))
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
                ...[WORDS.when, WORDS.gateway, WORDS.verdict].map((w) =>
                  h("th", { key: w.id, scope: "col" }, t._(w)),
                ),
              ),
            ),
            h(
              "tbody",
              null,
              ...verdicts.map((v, i) =>
                h(
                  "tr",
                  { key: i },
                  h("td", null, at(v.at)),
                  h("td", null, v.gateway),
                  h(
                    "td",
                    null,
                    v.accept ? t._(WORDS.accepted) : t._(WORDS.rejected.id, { reason: v.reason ?? "" }),
                  ),
                ),
              ),
            ),
          ),
        ),
  );
}
