import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { buildApp } from "../../server/buildApp.ts";
import { loadZoneSnapshot } from "../../server/fleet/loadZoneSnapshot.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/e2e/chromium.ts";
import { LINK_PROFILES } from "./linkProfiles.ts";
import { measureStartPage, type StartPageFigures } from "./measureStartPage.ts";

const ROOT = resolve(import.meta.dirname, "../..");
export const BUDGET_GZIP_BYTES = 90 * 1024;

export interface ThrottledFigures {
  profile: string;
  zoneId: string;
  firstPaintMs: number;
  usableMs: number;
  boundMs: number;
  ratio: number;
}

export interface StartPageBench {
  zones: StartPageFigures[];
  heaviest: { zoneId: string; gzip: number; overBudget: boolean };
  throttled: ThrottledFigures[];
}

/** Every zone's start page on an open link, then the heaviest one on each ship link profile. */
export async function runStartPageBench(): Promise<StartPageBench> {
  // every zone the manifests define; each page carries its manifest inline (server/http/bootPayload.ts)
  const fleet = loadZoneSnapshot(join(ROOT, "manifests"));
  const chunks = JSON.parse(readFileSync(join(ROOT, "dist/gangway-chunks.json"), "utf8")) as {
    later?: string;
  };
  const dataDir = mkdtempSync(join(tmpdir(), "gangway-bench-"));
  const app = buildApp({
    dataDir,
    demoDataPath: join(ROOT, "server/demo/demo-data.json"),
    staticDir: join(ROOT, "dist"),
    logger: false,
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let n = 0;
  const mac = () =>
    `02:be:00:00:${(++n >> 8).toString(16).padStart(2, "0")}:${(n & 255).toString(16).padStart(2, "0")}`;
  try {
    const zones: StartPageFigures[] = [];
    for (const zone of fleet.zones)
      zones.push(await measureStartPage(browser, base, zone.zoneId, { later: chunks.later }, mac()));
    const heaviest = zones.reduce((a, b) => (b.total.gzip > a.total.gzip ? b : a));
    const throttled: ThrottledFigures[] = [];
    for (const profile of LINK_PROFILES) {
      const f = await measureStartPage(
        browser,
        base,
        heaviest.zoneId,
        { later: chunks.later },
        mac(),
        profile,
      );
      // the link's physical bound: each sequential round trip costs the latency, each byte its share of the bandwidth
      const boundMs =
        f.roundTripsToUsable * profile.latencyMs + (f.total.wire / profile.bytesPerSecond) * 1000;
      throttled.push({
        profile: profile.name,
        zoneId: f.zoneId,
        firstPaintMs: f.firstPaintMs,
        usableMs: f.usableMs,
        boundMs: Math.round(boundMs),
        ratio: Number((f.usableMs / boundMs).toFixed(2)),
      });
    }
    return {
      zones,
      heaviest: {
        zoneId: heaviest.zoneId,
        gzip: heaviest.total.gzip,
        overBudget: heaviest.total.gzip > BUDGET_GZIP_BYTES,
      },
      throttled,
    };
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
