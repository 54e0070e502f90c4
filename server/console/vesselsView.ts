import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import { WORDS } from "./consoleMessages.ts";
import { dataTable } from "./dataTable.ts";
import { notice } from "./notice.ts";
import type { VesselLinks } from "./vesselLinks.ts";
import { money, type VesselTotals } from "./readVesselTotals.ts";
import { stateLabel } from "./stateLabel.ts";

// a heartbeat's time, and its age now (the link's state is its last round's, up to a beat before)
const beatAt = (now: number, at: number | null) =>
  at === null
    ? ""
    : `${new Date(at).toISOString().slice(0, 19).replace("T", " ")} (${Math.max(0, Math.round((now - at) / 1000))} s)`;

/** The fleet's totals: every visible vessel's own, and their sums. */
export function fleetSum(totals: VesselTotals[]): Omit<VesselTotals, "vessel" | "read"> {
  const amounts: Record<string, number> = {};
  for (const v of totals) for (const [c, n] of Object.entries(v.amounts)) amounts[c] = (amounts[c] ?? 0) + n;
  const sum = (f: (v: VesselTotals) => number) => totals.reduce((n, v) => n + f(v), 0);
  return { online: sum((v) => v.online), vouchers: sum((v) => v.vouchers), amounts };
}

/** A shore's vessels: each link's direction, state, last heartbeat and lag; or that this is no shore. */
export function vesselsView(t: I18n, v: VesselLinks, now: number) {
  if (!v.shore) return notice(t._(WORDS.notShore));
  return h(
    "div",
    null,
    h("p", null, t._(WORDS.linksUp.id, { vessels: v.vessels, up: v.up, links: v.links.length })),
    h("p", null, h("a", { href: "/console/vessels.csv" }, `CSV: ${t._(WORDS.vessels)}`)),
    dataTable(
      t,
      t._(WORDS.vessels),
      [WORDS.vessel, WORDS.direction, WORDS.linkState, WORDS.lastHeartbeat, WORDS.lagBytes],
      v.links.map((l) => [
        l.vessel,
        stateLabel(t, "direction", l.direction),
        stateLabel(t, "link", l.state),
        beatAt(now, l.beatAt),
        l.lagBytes ?? "",
      ]),
      WORDS.nothingYet,
    ),
    h("h2", null, t._(WORDS.fleetTotals)),
    h("p", null, h("a", { href: "/console/vessel-totals.csv" }, `CSV: ${t._(WORDS.fleetTotals)}`)),
    dataTable(
      t,
      t._(WORDS.fleetTotals),
      [WORDS.vessel, WORDS.online, WORDS.soldToday, WORDS.revenueToday],
      [
        ...v.totals,
        ...(v.totals.length > 1 ? [{ vessel: t._(WORDS.all), ...fleetSum(v.totals), read: true }] : []),
      ].map((r) =>
        r.read
          ? [r.vessel, r.online, r.vouchers, money(r.amounts)]
          : [r.vessel, t._(WORDS.copyUnread), "", ""],
      ),
      WORDS.nothingYet,
    ),
  );
}
