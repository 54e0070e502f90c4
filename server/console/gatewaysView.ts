import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import type { GatewayHealthRow } from "../reports/gatewayHealth.ts";
import { WORDS } from "./consoleMessages.ts";
import { notice } from "./notice.ts";
import type { RejectCount } from "../access/verdict.ts";
import { rejectsView } from "./rejectsView.ts";
import type { DisconnectCount } from "../access/disconnectAnswers.ts";
import { disconnectsView } from "./disconnectsView.ts";
import { dataTable } from "./dataTable.ts";

/** Each gateway of the account's zones: when it last spoke, what it holds; a silent one said first. */
export function gatewaysView(
  t: I18n,
  rows: GatewayHealthRow[],
  now: number,
  rejects: RejectCount[] = [],
  disconnects: DisconnectCount[] = [],
) {
  const head = [
    WORDS.gateway,
    WORDS.address,
    WORDS.zone,
    WORDS.lastPacket,
    WORDS.count,
    WORDS.updatesPerMinute,
    WORDS.status,
  ];
  const silent = rows.filter((r) => r.silent);
  return h(
    "div",
    null,
    silent.length > 0 && notice(`${t._(WORDS.silent)}: ${silent.map((r) => r.gateway).join(", ")}`, true),
    h("p", null, h("a", { href: "/console/gateways.csv" }, `CSV: ${t._(WORDS.gateways)}`)),
    dataTable(
      t,
      t._(WORDS.gateways),
      head,
      rows.map((r) => [
        r.gateway,
        r.clientAddress,
        r.zones.join(", "),
        `${new Date(r.lastPacketAt).toISOString().slice(0, 19).replace("T", " ")} (${Math.round((now - r.lastPacketAt) / 1000)} s)`,
        r.online,
        r.updatesPerMinute,
        t._(r.silent ? WORDS.silent : WORDS.speaking),
      ]),
      WORDS.nothingYet,
    ),
    disconnectsView(t, disconnects),
    rejectsView(t, rejects),
  );
}
