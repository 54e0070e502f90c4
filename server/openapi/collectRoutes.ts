import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, RouteOptions } from "fastify";
import { buildApp } from "../buildApp.ts";

const DEMO_DATA = fileURLToPath(new URL("../demo/demo-data.json", import.meta.url));

export interface RouteInfo {
  method: string;
  // Fastify's spelling: /api/v1/session/:mac
  url: string;
  schema: Record<string, unknown>;
  // answers 400 "missing X-Zone-Public-Id header" without the header
  zoneHeader: boolean;
  // registered only with TEST_MODE
  testMode: boolean;
}

type Found = Omit<RouteInfo, "zoneHeader" | "testMode">;

// every route a built app registers, read from Fastify's onRoute hook (HEAD twins left out)
async function routesOf(testMode: boolean): Promise<{ app: FastifyInstance; routes: Found[]; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "gangway-openapi-"));
  const routes: Found[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      routes.push({ method, url: route.url, schema: (route.schema ?? {}) as Record<string, unknown> });
    }
  };
  const app = buildApp({ dataDir: dir, demoDataPath: DEMO_DATA, testMode, logger: false, onRoute });
  await app.ready();
  return { app, routes, dir };
}

// learnt by asking, not from a list: the zone check is a hook of the plugin that holds the route
async function needsZoneHeader(app: FastifyInstance, route: Found): Promise<boolean> {
  const url = route.url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, "x").replace(/\*/g, "x");
  const res = await app.inject({ method: route.method as "GET", url });
  if (res.statusCode !== 400) return false;
  return /X-Zone-Public-Id/.test(String((res.json() as { message?: string }).message));
}

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

// the routes of the server in both modes; test-mode-only ones are flagged
export async function collectRoutes(): Promise<RouteInfo[]> {
  const plain = await routesOf(false);
  const test = await routesOf(true);
  const inPlain = new Set(plain.routes.map(key));
  const inTest = new Set(test.routes.map(key));
  try {
    const out: RouteInfo[] = [];
    for (const route of test.routes) {
      out.push({
        ...route,
        zoneHeader: await needsZoneHeader(test.app, route),
        testMode: !inPlain.has(key(route)),
      });
    }
    // a route only outside test mode would be odd, but must not go missing
    for (const route of plain.routes.filter((r) => !inTest.has(key(r)))) {
      out.push({ ...route, zoneHeader: await needsZoneHeader(plain.app, route), testMode: false });
    }
    return out.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  } finally {
    for (const built of [plain, test]) {
      await built.app.close();
      rmSync(built.dir, { recursive: true, force: true });
    }
  }
}
