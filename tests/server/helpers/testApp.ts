import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { brandImages } from "../../../server/pages/brand/brandImages.ts";
import { buildApp } from "../../../server/buildApp.ts";
import type { BuildAppOptions } from "../../../server/BuildAppOptions.ts";
import { normaliseMac } from "../../../server/domain/normaliseMac.ts";
import { deviceCookie } from "./secrets.ts";

export const DEMO_DATA = fileURLToPath(new URL("../../../server/demo/demo-data.json", import.meta.url));
export const ZONE = "gn-premium-demo";
export const DEVICE_CONNECTED = "02:00:00:00:00:01";
export const DEVICE_USED_UP = "02:00:00:00:00:02";
export const DEVICE_BUSY = "02:00:00:00:00:03";

export function tempDir(prefix = "gangway-test-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

// a settable clock, so tests can move time instead of waiting
export function clock(start = Date.parse("2026-06-01T12:00:00Z")) {
  const c = {
    t: start,
    now: () => c.t,
    advance(ms: number) {
      c.t += ms;
    },
  };
  return c;
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  // an /api/v1 request with the demo zone header
  api(
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    zone?: string,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
  // api() is one browser: it keeps the device cookie the server sets and sends it back
  cookie: string | undefined;
  // binds that browser to a device as the gateway's signed redirect would (seeded sessions)
  bind(mac: string, zone?: string): void;
}

// the header and banner variants, made once per test worker instead of once per app: a drawn page
// waits for its zone's variants, and encoding them again for every test was most of a page test's
// time (content-hashed, so no test can meet a stale one; in memory, so no two workers race on files)
const sharedBrandImages = brandImages();

// a fresh data dir with the repository's manifests and the demo data unless told otherwise
export async function startApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? tempDir();
  const app = buildApp({ demoDataPath: DEMO_DATA, brandImages: sharedBrandImages, ...options, dataDir });
  await app.ready();
  const t: TestApp = {
    app,
    dataDir,
    cookie: undefined,
    bind(mac, zone = ZONE) {
      t.cookie = deviceCookie(dataDir, zone, normaliseMac(mac) ?? mac, options.now?.() ?? Date.now());
    },
    api: async (method, url, payload, zone = ZONE) => {
      const res = await app.inject({
        method,
        url,
        headers: { "x-zone-public-id": zone, ...(t.cookie ? { cookie: t.cookie } : {}) },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
      });
      const set = res.headers["set-cookie"];
      if (typeof set === "string") t.cookie = set.split(";")[0];
      return res;
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}
