import type { I18n } from "@lingui/core";
import { createElement as h, type ReactNode } from "react";
import { WORDS } from "./consoleMessages.ts";
import { dataTable } from "./dataTable.ts";
import type { DeskHit } from "./deskSearch.ts";
import { notice } from "./notice.ts";

const cardHref = (zoneId: string, mac: string) =>
  `/console/device?${new URLSearchParams({ zone: zoneId, mac })}`;

/** The one search box and its hits. */
export function deskView(t: I18n, q: string, hits: DeskHit[] | undefined, said?: ReactNode) {
  return h(
    "div",
    null,
    said,
    h(
      "form",
      { method: "get", action: "/console/desk", role: "search" },
      h("label", { htmlFor: "q" }, t._(WORDS.search)),
      h("p", { id: "q-hint" }, t._(WORDS.searchHint)),
      h("input", {
        id: "q",
        name: "q",
        type: "search",
        defaultValue: q,
        "aria-describedby": "q-hint",
        size: 32,
      }),
      h("button", { type: "submit" }, t._(WORDS.search)),
    ),
    hits && hits.length === 0 && notice(t._(WORDS.noHits)),
    hits &&
      hits.length > 0 &&
      dataTable(
        t,
        `${t._(WORDS.search)}: ${q}`,
        [WORDS.zone, WORDS.device, WORDS.voucher],
        hits.map((hit) => [
          hit.zoneId,
          hit.mac ? h("a", { href: cardHref(hit.zoneId, hit.mac) }, hit.mac) : "–",
          hit.code ?? "–",
        ]),
        WORDS.noHits,
      ),
  );
}
