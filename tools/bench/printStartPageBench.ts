import { TAP_BUDGET_GZIP_BYTES } from "./pageKinds.ts";
import {
  BUDGET_GZIP_BYTES,
  IDLE_BUDGET_BYTES,
  SCRIPT_BUDGET_GZIP_BYTES,
  type StartPageBench,
} from "./startPageBench.ts";

const kb = (bytes = 0) => (bytes / 1024).toFixed(1);

export function printStartPageBench(b: StartPageBench): void {
  console.log(
    "\nstart page per zone (KB raw / gzip; requests; sequential round trips before first paint / to usable)",
  );
  console.log(
    "zone".padEnd(18),
    "html".padStart(11),
    "css".padStart(11),
    "js".padStart(13),
    "manifest".padStart(11),
    "catalog".padStart(11),
    "api".padStart(9),
    "images".padStart(10),
    "total".padStart(13),
    " req  rt-paint rt-usable 3rd-party  later    tap  idle(wire/gzip)",
  );
  for (const z of b.zones) {
    const cell = (k: keyof typeof z.byKind, w: number) =>
      `${kb(z.byKind[k]?.raw)}/${kb(z.byKind[k]?.gzip)}`.padStart(w);
    console.log(
      z.zoneId.padEnd(18),
      cell("html", 11),
      cell("css", 11),
      cell("js", 13),
      cell("manifest", 11),
      cell("catalog", 11),
      cell("api", 9),
      cell("image", 10),
      `${kb(z.total.raw)}/${kb(z.total.gzip)}`.padStart(13),
      String(z.requests).padStart(4),
      String(z.roundTripsBeforePaint).padStart(9),
      String(z.roundTripsToUsable).padStart(9),
      (z.thirdParty.length ? z.thirdParty.join(" ") : "none").padEnd(9),
      (z.byKind.later ? `${kb(z.byKind.later.gzip)}` : "-").padStart(5),
      (z.byKind.tap ? `${kb(z.byKind.tap.gzip)}` : "-").padStart(6),
      `${kb(z.untilIdle.wire)}/${kb(z.untilIdle.gzip)}`.padStart(12),
    );
  }
  console.log(
    "later: the other pages' widgets and the validators only a tap needs, fetched at the passenger's first touch or key (KB gzip, not counted; - : not fetched)",
  );
  console.log(
    "tap: the app a start page fetches at the passenger's first touch (its script waits for one: server/pages/waitsForTap.ts), after the bench's touch (KB gzip, not counted)",
  );
  if (b.zones.length > 0) {
    const verdict = b.heaviest.overBudget ? "OVER" : "under";
    console.log(
      `heaviest start page: ${b.heaviest.zoneId}, ${kb(b.heaviest.gzip)} KB gzipped all-in: ${verdict} the ${kb(BUDGET_GZIP_BYTES)} KB budget`,
    );
    const idle = b.heaviestUntilIdle;
    console.log(
      `most fetched until the network was idle: ${idle.zoneId}, ${kb(idle.wire)} KB as sent (${kb(idle.gzip)} KB gzipped): ${idle.overBudget ? "OVER" : "under"} the ${kb(IDLE_BUDGET_BYTES)} KB budget`,
    );
    const script = b.heaviestScript;
    console.log(
      `most script before a tap: ${script.zoneId}, ${kb(script.gzip)} KB gzipped (chunks and catalog): ${script.overBudget ? "OVER" : "under"} the ${kb(SCRIPT_BUDGET_GZIP_BYTES)} KB budget`,
    );
    const tap = b.heaviestTap;
    console.log(
      `most script at the first touch (the app): ${tap.zoneId}, ${kb(tap.gzip)} KB gzipped (${kb(tap.wire)} KB as sent): ${tap.overBudget ? "OVER" : "under"} the ${kb(TAP_BUDGET_GZIP_BYTES)} KB budget`,
    );
  }
  if (b.kinds.length > 0) {
    console.log(
      "\nother pages a passenger may land on first (a deep link; KB gzip against its budget, and as sent: brotli, with headers; until the network is idle)",
    );
    console.log(
      "kind".padEnd(10),
      "page".padEnd(32),
      "script/budget".padStart(15),
      "sent".padStart(7),
      "all-in/budget".padStart(15),
      "sent".padStart(7),
    );
    for (const k of b.kinds)
      console.log(
        k.kind.padEnd(10),
        `${k.zoneId}${k.path}`.padEnd(32),
        `${kb(k.script)}/${kb(k.scriptBudget)}`.padStart(15),
        kb(k.scriptWire).padStart(7),
        `${kb(k.untilIdle.gzip)}/${kb(k.allInBudget)}`.padStart(15),
        kb(k.untilIdle.wire).padStart(7),
        k.overBudget ? " OVER" : "",
        k.drawnAs === k.kind ? "" : ` (drawn as ${k.drawnAs})`,
      );
  }
  console.log(
    "\nper zone on the ship links: bytes (KB on the wire) and sequential round trips before the first paint, first paint,",
  );
  console.log(
    "interactive (hydrated; a page whose script waits for a touch answers one as drawn, from its first paint), longest",
  );
  console.log(
    "main-thread task until hydrated, the bench's touch to hydrated, layout shift, first paint ÷ its bound (1 RTT + bytes/bandwidth)",
  );
  console.log(
    "zone".padEnd(16),
    "link".padEnd(20),
    "cpu".padStart(3),
    "KB-paint".padStart(9),
    "rt-paint".padStart(8),
    "paint ms".padStart(9),
    "TTI ms".padStart(7),
    "long ms".padStart(8),
    "tap→app".padStart(8),
    "CLS".padStart(6),
    "paint÷bound".padStart(12),
  );
  for (const t of b.throttled)
    console.log(
      t.zoneId.padEnd(16),
      t.profile.padEnd(20),
      `${t.cpuSlowdown}×`.padStart(3),
      kb(t.bytesBeforePaint).padStart(9),
      String(t.roundTripsBeforePaint).padStart(8),
      String(t.firstPaintMs).padStart(9),
      String(t.interactiveMs).padStart(7),
      String(t.longestTaskMs).padStart(8),
      (t.hydratedAfterTapMs === null ? "-" : String(t.hydratedAfterTapMs)).padStart(8),
      t.layoutShift.toFixed(2).padStart(6),
      String(t.paintRatio).padStart(12),
    );
  if (b.taps.length === 0) return;
  console.log(
    "\nfirst usable tap: a passenger taps the start page's first control from its first paint on, every 100 ms, until a tap does something",
  );
  console.log(
    "zone".padEnd(16),
    "link".padEnd(20),
    "paint ms".padStart(9),
    "tap ms".padStart(7),
    "usable ms".padStart(10),
    "lost".padStart(5),
    "effect".padStart(9),
    " control",
  );
  for (const t of b.taps)
    console.log(
      t.zoneId.padEnd(16),
      t.profile.padEnd(20),
      String(t.firstPaintMs).padStart(9),
      String(t.firstTapMs).padStart(7),
      (t.usableTapMs === null ? "never" : String(t.usableTapMs)).padStart(10),
      String(t.lostTaps).padStart(5),
      (t.effect ?? "-").padStart(9),
      ` ${t.control}`,
    );
}
