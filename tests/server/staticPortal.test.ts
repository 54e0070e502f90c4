import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp, tempDir } from "./helpers/testApp.ts";

const INDEX = "<!doctype html><title>Gangway</title>";

const dirs: string[] = [];

function builtPortal(): string {
  const dir = tempDir();
  dirs.push(dir);
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), INDEX);
  writeFileSync(join(dir, "assets", "app-3f2a.js"), "console.log(1)");
  return dir;
}

describe("serving the built portal", () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  const get = (url: string, method: "GET" | "POST" | "HEAD" = "GET") => t.app.inject({ method, url });

  it("answers index.html for the portal's routes (SPA fallback)", async () => {
    t = await startApp({ staticDir: builtPortal() });
    for (const url of [
      "/",
      "/status?mac=02:00:00:00:00:01&zoneId=gn-premium-demo",
      "/login/voucher",
      "/store?checkout=1",
      "/no/such/page",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toBe(INDEX);
    }
    expect((await get("/status")).headers["cache-control"]).toBe("no-cache");
  });

  it("serves hashed assets for good, and a missing file is a 404, not html", async () => {
    t = await startApp({ staticDir: builtPortal() });
    const asset = await get("/assets/app-3f2a.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe("console.log(1)");
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missing = await get("/assets/app-gone.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/application\/json/);
  });

  it("never falls back for the API, the access controller or other methods", async () => {
    t = await startApp({ staticDir: builtPortal() });
    const api = await get("/api/v1/nope");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
    expect((await get("/auth")).statusCode).toBe(400);
    expect((await get("/status", "POST")).statusCode).toBe(404);
  });

  it("without a build, portal routes are a JSON 404", async () => {
    t = await startApp({ staticDir: join(builtPortal(), "missing") });
    const res = await get("/status");
    expect(res.statusCode).toBe(404);
    expect(res.json().statusCode).toBe(404);
  });
});
