import type { Browser } from "@playwright/test";
import type { KnownChunks } from "./classify.ts";
import { measureStartPage, type StartPageFigures, type Weight } from "./measureStartPage.ts";

const KB = 1024;

/** A kind of page the passenger may land on first, where the bench opens it, and its budgets (gzip). */
export interface PageKind {
  kind: string;
  zoneId: string;
  path: string;
  /** a demo device (server/demo/demo-data.json) for a page only a device with a session is drawn */
  mac?: string;
  /** what the page fetches until the network is idle, without a tap */
  allInBudget: number;
  /** its script (chunks and catalog) until then */
  scriptBudget: number;
}

// Issue 44. A fresh start page's script waits for a touch (server/pages/waitsForTap.ts); every other
// page starts the app after its first paint, with the other pages' chunk (engine/render/
// otherPageBindings.ts). The deep links' budgets hold what they weigh (the app, ~107 KB gzip with its
// catalog, and that chunk, ~15 KB; 123 KB script, 134 KB all-in) with a few KB to spare: a new
// library or a widget that leaks into the main chunk passes them, as the page data's validator did
// (8.6 KB, taken out again: the server checks the data, checkBootPayload.ts).
export const PAGE_KINDS: readonly PageKind[] = [
  {
    kind: "voucher",
    zoneId: "gn-premium-demo",
    path: "/login/voucher",
    allInBudget: 140 * KB,
    scriptBudget: 130 * KB,
  },
  { kind: "store", zoneId: "gn-premium-demo", path: "/store", allInBudget: 140 * KB, scriptBudget: 130 * KB },
  {
    kind: "status",
    zoneId: "gn-premium-demo",
    path: "/",
    mac: "02:00:00:00:00:01",
    allInBudget: 140 * KB,
    scriptBudget: 130 * KB,
  },
];

// the app a start page fetches at its first touch (its chunks and catalog, gzip): ~107 KB now
export const TAP_BUDGET_GZIP_BYTES = 115 * KB;

export interface PageKindFigures {
  kind: string;
  zoneId: string;
  path: string;
  drawnAs: string;
  untilIdle: Weight;
  script: number;
  /** its script as the server sent it (brotli where the browser takes it: the build's .br files) */
  scriptWire: number;
  allInBudget: number;
  scriptBudget: number;
  overBudget: boolean;
}

// its script: the main chunk, the catalog and the other pages' chunk, all fetched for this page
const SCRIPT_KINDS = ["js", "catalog", "later"] as const;
export const scriptGzipOf = (f: StartPageFigures): number =>
  SCRIPT_KINDS.reduce((sum, kind) => sum + (f.byKind[kind]?.gzip ?? 0), 0);
const scriptWireOf = (f: StartPageFigures): number =>
  SCRIPT_KINDS.reduce((sum, kind) => sum + (f.byKind[kind]?.wire ?? 0), 0);

/** Each kind of page opened as a deep link on an open link, weighed against its budgets. */
export async function measurePageKinds(
  browser: Browser,
  base: string,
  chunks: KnownChunks,
  mac: () => string,
): Promise<PageKindFigures[]> {
  const figures: PageKindFigures[] = [];
  for (const k of PAGE_KINDS) {
    const f = await measureStartPage(browser, base, k.zoneId, chunks, k.mac ?? mac(), undefined, 1, k.path);
    const script = scriptGzipOf(f);
    figures.push({
      kind: k.kind,
      zoneId: k.zoneId,
      path: k.path,
      drawnAs: f.untilTap ? "start (waits for a tap)" : k.kind,
      untilIdle: f.untilIdle,
      script,
      scriptWire: scriptWireOf(f),
      allInBudget: k.allInBudget,
      scriptBudget: k.scriptBudget,
      overBudget: f.untilIdle.gzip > k.allInBudget || script > k.scriptBudget,
    });
  }
  return figures;
}
