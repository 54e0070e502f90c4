import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import { AUDIT_ACTIONS } from "./appendAudit.ts";
import type { AuditFilter, AuditRow } from "./auditTrail.ts";
import { WORDS } from "./consoleMessages.ts";
import { dataTable } from "./dataTable.ts";
import { stateLabel } from "./stateLabel.ts";

/** The audit trail: a filter (action, account, one of the zones the account sees), the CSV link with the same filter, and the rows. */
export function auditView(t: I18n, rows: AuditRow[], filter: AuditFilter, zones: string[]) {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => !!e[1]));
  const head = [WORDS.when, WORDS.who, WORDS.from, WORDS.action, WORDS.zone, WORDS.target, WORDS.outcome];
  return h(
    "div",
    null,
    h(
      "form",
      { method: "get", action: "/console/audit" },
      h("label", { htmlFor: "action" }, t._(WORDS.action)),
      h(
        "select",
        { id: "action", name: "action", defaultValue: filter.action ?? "" },
        h("option", { value: "" }, t._(WORDS.all)),
        ...AUDIT_ACTIONS.map((a) => h("option", { key: a, value: a }, stateLabel(t, "action", a))),
      ),
      h("label", { htmlFor: "who" }, t._(WORDS.who)),
      h("input", { id: "who", name: "who", defaultValue: filter.who ?? "" }),
      h("label", { htmlFor: "zone" }, t._(WORDS.zone)),
      h(
        "select",
        { id: "zone", name: "zone", defaultValue: filter.zone ?? "" },
        h("option", { value: "" }, t._(WORDS.all)),
        ...zones.map((z) => h("option", { key: z, value: z }, z)),
      ),
      h("button", { type: "submit" }, t._(WORDS.filter)),
    ),
    h("p", null, h("a", { href: `/console/audit.csv?${query}` }, t._(WORDS.csv))),
    dataTable(
      t,
      t._(WORDS.audit),
      head,
      rows.map((r) => [
        new Date(r.at).toISOString(),
        r.account ?? "–",
        r.address,
        stateLabel(t, "action", r.action),
        r.zoneId ?? "–",
        r.target ?? "–",
        stateLabel(t, "outcome", r.outcome),
      ]),
      WORDS.nothingYet,
    ),
  );
}
