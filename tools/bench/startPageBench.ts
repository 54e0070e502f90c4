import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { loadFleet } from "../../fleet/manifests/loadFleet.ts";
import { buildApp } from "../../server/buildApp.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../browser/chromium.ts";
import type { KnownChunks } from "./classify.ts";
import { LINK_PROFILES, type LinkProfile } from "./linkProfiles.ts";
import { measureStartPage, type StartPageFigures } from "./measureStartPage.ts";
import { measureFirstTap, type TapFigures } from "./measureFirstTap.ts";
import { measurePageKinds, type PageKindFigures, TAP_BUDGET_GZIP_BYTES } from "./pageKinds.ts";

const ROOT = resolve(import.meta.dirname, "../..");
export const BUDGET_GZIP_BYTES = 90 * 1024;
// issue 28, then 44: everything a start page fetches until the network is idle (as sent), without
// a tap: its script waits for one (server/pages/waitsForTap.ts)
export const IDLE_BUDGET_BYTES = 90 * 1024;
// issue 44: the script a start page needs before a tap (its chunks and its language's catalog)
export const SCRIPT_BUDGET_GZIP_BYTES = 70 * 1024;

export interface ThrottledFigures {
  profile: string;
  zoneId: string;
  /** the CPU slowed this many times (CDP Emulation.setCPUThrottlingRate); 1: as it is */
  cpuSlowdown: number;
  firstPaintMs: number;
  interactiveMs: number;
  usableMs: number;
  bytesBeforePaint: number;
  roundTripsBeforePaint: number;
  longestTaskMs: number;
  /** the bench's touch to the app's hydration, on a start page whose script waits for one */
  hydratedAfterTapMs: number | null;
  layoutShift: number;
  /** one round trip plus the first paint's bytes over the bandwidth */
  paintBoundMs: number;
  paintRatio: number;
  /** the round trips to a usable page plus all its bytes over the bandwidth */
  boundMs: number;
  ratio: number;
}

export interface StartPageBench {
  zones: StartPageFigures[];
  heaviest: { zoneId: string; gzip: number; overBudget: boolean };
  /** the most a start page fetched until the network was idle (compressed as sent, and gzip) */
  heaviestUntilIdle: { zoneId: string; wire: number; gzip: number; overBudget: boolean };
  /** the most script a start page fetched before a tap (gzip) */
  heaviestScript: { zoneId: string; gzip: number; overBudget: boolean };
  /** the most a start page's app weighed, fetched at the passenger's first touch (gzip, and as sent) */
  heaviestTap: { zoneId: string; gzip: number; wire: number; overBudget: boolean };
  /** the other kinds of page a passenger may land on first, against their budgets (pageKinds.ts) */
  kinds: PageKindFigures[];
  throttled: ThrottledFigures[];
  /** a passenger tapping the first control from the first paint on, on each ship link */
  taps: TapFigures[];
}

// a start page's script before a tap, gzip: its chunks and its catalog ("later" is after the tap)
const scriptOf = (z: StartPageFigures) => (z.byKind.js?.gzip ?? 0) + (z.byKind.catalog?.gzip ?? 0);

/** Whether a start page passed any of its budgets: `npm run bench` then fails. */
export const startPageOverBudget = (b: StartPageBench): boolean =>
  b.heaviest.overBudget ||
  b.heaviestUntilIdle.overBudget ||
  b.heaviestScript.overBudget ||
  b.heaviestTap.overBudget ||
  b.kinds.some((k) => k.overBudget);

/** BENCH_PARTS=weights,kinds,links,taps (any of them): the parts to run; all when unset. */
function benchParts(env = process.env.BENCH_PARTS): Set<string> {
  const parts = (env ?? "weights,kinds,links,taps").split(",").map((p) => p.trim());
  return new Set(parts);
}

/** The zones BENCH_ZONES names (comma-separated), else every zone: a quick look on a busy machine. */
export function benchZoneFilter(env = process.env.BENCH_ZONES): ((zoneId: string) => boolean) | undefined {
  const wanted = env
    ?.split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  return wanted?.length ? (zoneId) => wanted.includes(zoneId) : undefined;
}

/** Every zone id of the manifests folder, layout by layout as the fleet lists them (the server's order). */
function zoneIdsOf(manifestsDir: string): string[] {
  return loadFleet(manifestsDir).zones.flatMap(({ manifest }) =>
    (Array.isArray(manifest.zones) ? manifest.zones : []).flatMap((entry) =>
      entry && typeof entry === "object" && "zoneId" in entry && typeof entry.zoneId === "string"
        ? [entry.zoneId]
        : [],
    ),
  );
}

/** Every zone's start page (or those `only` keeps) on an open link, then on each ship link profile. */
export async function runStartPageBench(only?: (zoneId: string) => boolean): Promise<StartPageBench> {
  // every zone the manifests define, in the fleet's order; each page carries its manifest inline
  // (server/pages/bootPayload.ts)
  const zoneIds = zoneIdsOf(join(ROOT, "manifests")).filter((zoneId) => !only || only(zoneId));
  if (zoneIds.length === 0) throw new Error("no zone to measure: check BENCH_ZONES");
  // BENCH_STATIC_DIR: a build beside dist/ (its dist-ssr/ beside it), to weigh one against another
  const staticDir = resolve(ROOT, process.env.BENCH_STATIC_DIR ?? "dist");
  const chunks = JSON.parse(readFileSync(join(staticDir, "gangway-chunks.json"), "utf8")) as KnownChunks;
  const dataDir = mkdtempSync(join(tmpdir(), "gangway-bench-"));
  const app = buildApp({
    brand: {
      // kept between runs: a run does not encode every AVIF again
      cacheDir: join(ROOT, "node_modules/.cache/gangway-brand"),
    },
    storage: { dataDir },
    demo: { dataPath: join(ROOT, "server/demo/demo-data.json") },
    portal: { staticDir },
    http: { logger: false },
  });
  // every zone's header and banner variants made (or read from the cache) before any page is weighed
  await app.ready();
  await app.brandImagesWarm();
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let n = 0;
  const mac = () =>
    `02:be:00:00:${(++n >> 8).toString(16).padStart(2, "0")}:${(n & 255).toString(16).padStart(2, "0")}`;
  const parts = benchParts();
  try {
    const zones: StartPageFigures[] = [];
    if (parts.has("weights"))
      for (const zoneId of zoneIds) zones.push(await measureStartPage(browser, base, zoneId, chunks, mac()));
    const heaviest = zones.reduce(
      (a, b) => (b.total.gzip > a.total.gzip ? b : a),
      zones[0] as StartPageFigures,
    );
    const idlest = zones.reduce(
      (a, b) => (b.untilIdle.wire > a.untilIdle.wire ? b : a),
      zones[0] as StartPageFigures,
    );
    const scriptiest = zones.reduce(
      (a, b) => (scriptOf(b) > scriptOf(a) ? b : a),
      zones[0] as StartPageFigures,
    );
    const tapOf = (z: StartPageFigures) => z.byKind.tap?.gzip ?? 0;
    const tappiest = zones.reduce((a, b) => (tapOf(b) > tapOf(a) ? b : a), zones[0] as StartPageFigures);
    const kinds = parts.has("kinds") ? await measurePageKinds(browser, base, chunks, mac) : [];
    // every zone on each ship link, and on the first with the CPU of a slow phone (4× slower)
    // BENCH_CPU=4 (or 1) keeps the runs at that slowdown only: a quick look at one figure
    const cpuOnly = Number(process.env.BENCH_CPU) || undefined;
    const runs = [
      ...LINK_PROFILES.map((profile) => ({ profile, cpu: 1 })),
      { profile: LINK_PROFILES[0] as LinkProfile, cpu: 4 },
    ].filter((run) => parts.has("links") && (!cpuOnly || run.cpu === cpuOnly));
    const throttled: ThrottledFigures[] = [];
    for (const zoneId of zoneIds)
      for (const { profile, cpu } of runs) {
        const f = await measureStartPage(browser, base, zoneId, chunks, mac(), profile, cpu);
        // the link's physical bounds: each sequential round trip costs the latency, each byte its
        // share of the bandwidth; the first paint's is one round trip and the bytes it waited for
        const paintBoundMs = profile.latencyMs + (f.bytesBeforePaint / profile.bytesPerSecond) * 1000;
        const boundMs =
          f.roundTripsToUsable * profile.latencyMs + (f.total.wire / profile.bytesPerSecond) * 1000;
        throttled.push({
          profile: profile.name,
          zoneId: f.zoneId,
          cpuSlowdown: cpu,
          firstPaintMs: f.firstPaintMs,
          interactiveMs: f.interactiveMs,
          usableMs: f.usableMs,
          bytesBeforePaint: f.bytesBeforePaint,
          roundTripsBeforePaint: f.roundTripsBeforePaint,
          longestTaskMs: f.longestTaskMs,
          hydratedAfterTapMs: f.hydratedAfterTapMs,
          layoutShift: f.layoutShift,
          paintBoundMs: Math.round(paintBoundMs),
          paintRatio: Number((f.firstPaintMs / paintBoundMs).toFixed(2)),
          boundMs: Math.round(boundMs),
          ratio: Number((f.usableMs / boundMs).toFixed(2)),
        });
      }
    const taps: TapFigures[] = [];
    if (parts.has("taps"))
      for (const zoneId of zoneIds)
        for (const profile of LINK_PROFILES)
          taps.push(await measureFirstTap(browser, base, zoneId, mac(), profile));
    return {
      zones,
      heaviest: {
        zoneId: heaviest?.zoneId ?? "",
        gzip: heaviest?.total.gzip ?? 0,
        overBudget: (heaviest?.total.gzip ?? 0) > BUDGET_GZIP_BYTES,
      },
      heaviestUntilIdle: {
        zoneId: idlest?.zoneId ?? "",
        wire: idlest?.untilIdle.wire ?? 0,
        gzip: idlest?.untilIdle.gzip ?? 0,
        overBudget: (idlest?.untilIdle.wire ?? 0) > IDLE_BUDGET_BYTES,
      },
      heaviestScript: {
        zoneId: scriptiest?.zoneId ?? "",
        gzip: scriptiest ? scriptOf(scriptiest) : 0,
        overBudget: (scriptiest ? scriptOf(scriptiest) : 0) > SCRIPT_BUDGET_GZIP_BYTES,
      },
      heaviestTap: {
        zoneId: tappiest?.zoneId ?? "",
        gzip: tappiest ? tapOf(tappiest) : 0,
        wire: tappiest?.byKind.tap?.wire ?? 0,
        overBudget: (tappiest ? tapOf(tappiest) : 0) > TAP_BUDGET_GZIP_BYTES,
      },
      kinds,
      throttled,
      taps,
    };
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
