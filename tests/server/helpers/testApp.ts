import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { brandImages } from "../../../server/brand/brandImages.ts";
import { type AppOptions, buildApp } from "../../../server/buildApp.ts";
import { normaliseMac } from "../../../server/domain/normaliseMac.ts";
import { deviceCookie } from "./secrets.ts";
import { scaled } from "../../timeoutFactor.ts";

export const DEMO_DATA = fileURLToPath(new URL("../../../server/demo/demo-data.json", import.meta.url));
export const BRAND_CACHE_DIR = fileURLToPath(
  new URL("../../../node_modules/.cache/gangway-brand", import.meta.url),
);
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
  // api() is one browser: it keeps the cookies the server sets (device, browser id) and sends them back
  cookie: string | undefined;
  // binds that browser to a device as the gateway's signed redirect would (seeded sessions)
  bind(mac: string, zone?: string): void;
  // that browser keeps the cookies another answer set (a page's form it posted, say)
  keep(setCookie: string | string[] | undefined): void;
}

// the header and banner variants, made once per test worker instead of once per app: a drawn page
// waits for its zone's variants, and encoding them again for every test was most of a page test's
// time. Kept on disk too, in the cache the e2e server and the gateway rigs use: every worker of a
// run (and every later run) finds what one made, instead of encoding the fleet's images again
// (35 CPU-s for every zone's). Content-hashed, so no test can meet a stale one; each file written
// whole (brandImages.ts), so workers making one image at once cannot tear it
const sharedBrandImages = brandImages(BRAND_CACHE_DIR);

// what a test says of each plugin's section; the storage's data dir is made unless given
export type TestAppOptions = { [K in keyof AppOptions]?: Partial<AppOptions[K]> };

// each section of `b` over the same section of `a` (one level: a section's fields replace a's)
export function mergeSections(a: TestAppOptions, b: TestAppOptions): TestAppOptions {
  const merged: Record<string, unknown> = { ...a };
  for (const [key, section] of Object.entries(b))
    merged[key] = { ...(a[key as keyof TestAppOptions] as object | undefined), ...(section as object) };
  return merged as TestAppOptions;
}

// the app's options for a data dir of the test's own (buildApp called directly)
export const appOptions = (dataDir: string, options: TestAppOptions = {}): AppOptions => ({
  ...options,
  storage: { ...options.storage, dataDir },
});

// a fresh data dir with the repository's manifests and the demo data unless told otherwise
export async function startApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.storage?.dataDir ?? tempDir();
  const app = buildApp({
    ...mergeSections(
      {
        demo: { dataPath: DEMO_DATA },
        brand: { images: sharedBrandImages },
        // Fastify's deadline for each start-up step, stretched as this test's are
        http: { startupTimeoutMs: scaled(options.storage?.databaseUrl ? 120_000 : 10_000) },
      },
      options,
    ),
    storage: { ...options.storage, dataDir },
  });
  await app.ready();
  // name → value, as a browser keeps them
  const jar = new Map<string, string>();
  const keep = (set: string | string[] | undefined) => {
    for (const line of typeof set === "string" ? [set] : (set ?? [])) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    t.cookie = jar.size ? [...jar].map(([name, value]) => `${name}=${value}`).join("; ") : undefined;
  };
  const t: TestApp = {
    app,
    dataDir,
    cookie: undefined,
    keep,
    bind(mac, zone = ZONE) {
      keep(deviceCookie(dataDir, zone, normaliseMac(mac) ?? mac, options.storage?.now?.() ?? Date.now()));
    },
    api: async (method, url, payload, zone = ZONE) => {
      const res = await app.inject({
        method,
        url,
        headers: { "x-zone-public-id": zone, ...(t.cookie ? { cookie: t.cookie } : {}) },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
      });
      keep(res.headers["set-cookie"]);
      return res;
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}
