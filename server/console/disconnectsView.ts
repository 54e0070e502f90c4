import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import type { DisconnectCount } from "../access/disconnectAnswers.ts";
import { WORDS } from "./consoleMessages.ts";
import { dataTable } from "./dataTable.ts";
import { notice } from "./notice.ts";

/**
 * Each gateway's Disconnect-Requests of the last day and how they were answered; a gateway that let
 * some go unanswered is named first (the devices Gangway let go may still be online there).
 */
export function disconnectsView(t: I18n, rows: DisconnectCount[]) {
  const unanswered = rows.filter((r) => r.unanswered > 0);
  const head = [WORDS.gateway, WORDS.address, WORDS.sent, WORDS.acknowledged, WORDS.nak, WORDS.unanswered];
  return h(
    "section",
    { "aria-labelledby": "disconnects" },
    h("h2", { id: "disconnects" }, t._(WORDS.disconnects)),
    unanswered.length > 0 &&
      notice(
        `${t._(WORDS.unansweredAt)}: ${unanswered.map((r) => `${r.gateway} (${r.unanswered})`).join(", ")}`,
        true,
      ),
    h("p", null, h("a", { href: "/console/disconnects.csv" }, `CSV: ${t._(WORDS.disconnects)}`)),
    dataTable(
      t,
      t._(WORDS.disconnects),
      head,
      rows.map((r) => [r.gateway, r.address, r.sent, r.acknowledged, r.refused, r.unanswered]),
      WORDS.noDisconnects,
    ),
  );
}
