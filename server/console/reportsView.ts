import type { I18n } from "@lingui/core";
import { createElement as h, type ReactNode } from "react";
import { barChart } from "./barChart.ts";
import { type Word, WORDS } from "./consoleMessages.ts";
import type { ZoneReports } from "./zoneReports.ts";
import { dataTable } from "./dataTable.ts";

// a table of figures: its header words, its rows already as text
const table = (t: I18n, caption: string, head: Word[], rows: (string | number)[][]): ReactNode =>
  dataTable(t, caption, head, rows, WORDS.nothingYet);

const section = (id: string, title: string, csv: string, ...body: ReactNode[]) =>
  h(
    "section",
    { "aria-labelledby": id },
    h("h2", { id }, title),
    ...body,
    h("p", null, h("a", { href: csv }, `CSV: ${title}`)),
  );

/** One zone's reports: each a server-drawn chart with its table beside it, and its CSV. */
export function reportsView(t: I18n, zones: string[], r: ZoneReports) {
  const csv = (name: string) => `/console/reports/${name}.csv?${new URLSearchParams({ zone: r.zoneId })}`;
  const hours = r.last24h.map((p) => ({
    label: new Date(p.at).toISOString().slice(11, 13),
    value: p.devices,
  }));
  const days = r.last7d.map((p) => ({ label: new Date(p.at).toISOString().slice(5, 10), value: p.devices }));
  const soldPerDay = new Map<string, number>();
  for (const s of r.sales) soldPerDay.set(s.day, (soldPerDay.get(s.day) ?? 0) + s.vouchers);
  return h(
    "div",
    null,
    h(
      "form",
      { method: "get", action: "/console/reports" },
      h("label", { htmlFor: "zone" }, t._(WORDS.zone)),
      h(
        "select",
        { id: "zone", name: "zone", defaultValue: r.zoneId },
        ...zones.map((z) => h("option", { key: z, value: z }, z)),
      ),
      h("button", { type: "submit" }, t._(WORDS.show)),
    ),
    h("p", { className: "notice" }, t._(WORDS.onlineDevices.id, { count: r.onlineNow })),
    section(
      "online-24h",
      t._(WORDS.online24h),
      csv("online-24h"),
      barChart("chart-24h", t._(WORDS.online24h), hours),
      table(
        t,
        t._(WORDS.online24h),
        [WORDS.hour, WORDS.count],
        hours.map((b) => [b.label, b.value]),
      ),
    ),
    section(
      "online-7d",
      t._(WORDS.online7d),
      csv("online-7d"),
      barChart("chart-7d", t._(WORDS.online7d), days),
      table(
        t,
        t._(WORDS.online7d),
        [WORDS.day, WORDS.count],
        days.map((b) => [b.label, b.value]),
      ),
    ),
    section(
      "sales",
      t._(WORDS.sales),
      csv("sales"),
      barChart(
        "chart-sales",
        t._(WORDS.vouchersSold),
        [...soldPerDay].map(([label, value]) => ({ label: label.slice(5), value })),
      ),
      table(
        t,
        t._(WORDS.sales),
        [WORDS.day, WORDS.channel, WORDS.vouchersSold, WORDS.revenue],
        r.sales.map((s) => [s.day, s.channel, s.vouchers, `${s.revenue} ${s.currency}`]),
      ),
    ),
    section(
      "stock",
      t._(WORDS.stock),
      csv("stock"),
      table(
        t,
        t._(WORDS.stock),
        [
          WORDS.batch,
          WORDS.channel,
          WORDS.unused,
          WORDS.active,
          WORDS.usedUp,
          WORDS.expiredState,
          WORDS.revokedState,
        ],
        r.stock.map((s) => [s.batch ?? "–", s.source, s.unused, s.active, s.usedUp, s.expired, s.revoked]),
      ),
    ),
    section(
      "checkouts",
      t._(WORDS.checkouts),
      csv("checkouts"),
      table(
        t,
        t._(WORDS.checkouts),
        [WORDS.when, WORDS.order, WORDS.outcome, WORDS.reason],
        r.checkouts.map((c) => [c.at.slice(0, 16).replace("T", " "), c.order, c.status, c.reason]),
      ),
    ),
  );
}
