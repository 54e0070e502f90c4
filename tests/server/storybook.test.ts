import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp, tempDir } from "./helpers/testApp.ts";

describe("serving Storybook at /storybook/ (STORYBOOK_DIR)", () => {
  let t: TestApp;
  let dir: string;
  afterEach(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the static build with a policy of its own, and leaves the API's policy strict", async () => {
    dir = tempDir();
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>Storybook</title>");
    t = await startApp({ portal: { storybookDir: dir } });
    const page = await t.app.inject({ url: "/storybook/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Storybook</title>");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect((await t.app.inject({ url: "/storybook" })).statusCode).toBe(301);
    const api = await t.app.inject({
      url: "/api/v1/settings",
      headers: { "x-zone-public-id": "gn-premium-demo" },
    });
    expect(api.headers["content-security-policy"]).toContain("script-src 'self';");
  });

  it("is absent unless asked for", async () => {
    dir = tempDir();
    t = await startApp();
    expect((await t.app.inject({ url: "/storybook/index.html" })).statusCode).toBe(404);
  });
});
