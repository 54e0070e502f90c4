import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp, tempDir } from "./helpers/testApp.ts";

// Issue 44: which pages' starter waits for the passenger's first tap (server/pages/waitsForTap.ts).
// A built portal without the server renderer: the page is judged by its path and its data.
const INDEX =
  '<!doctype html><html><head><title>Gangway</title><script type="module" crossorigin src="/assets/main-1.js"></script></head><body><div id="root"></div></body></html>';
const CHUNKS = { catalogs: { en: "/assets/messages-en.js" }, afterPaint: "/assets/afterPaint-1.js" };
const TAP = 'data-until="tap"';

describe("a fresh start page's script waits for a tap", () => {
  let t: TestApp;
  let dir: string;
  afterEach(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const portal = async () => {
    dir = tempDir();
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), INDEX);
    writeFileSync(join(dir, "gangway-chunks.json"), JSON.stringify(CHUNKS));
    t = await startApp({ portal: { staticDir: dir } });
  };
  const page = async (url: string) => (await t.app.inject({ url })).body;
  const device = "mac=02:00:00:00:0a:01&zoneId=gn-premium-demo";

  it("on a start page whose address names only the device; after the first paint elsewhere", async () => {
    await portal();
    for (const path of ["/", "/start"]) {
      const body = await page(`${path}?${device}`);
      expect(body, path).toContain(`<meta name="gw-after-paint" ${TAP} content="/assets/main-1.js`);
      expect(body, path).toContain(
        '<script type="module" fetchpriority="low" src="/assets/afterPaint-1.js">',
      );
      expect(body, path).not.toContain('src="/assets/main-1.js"');
    }
    for (const path of ["/login/voucher", "/store"]) {
      const body = await page(`${path}?${device}`);
      expect(body, path).toContain('<meta name="gw-after-paint" content="/assets/main-1.js');
      expect(body, path).not.toContain(TAP);
    }
  });

  it("not when the address asks the script for more, nor on a page without a device", async () => {
    await portal();
    for (const extra of ["&retryCount=1", "&lang=sv", "&dev=1", "&connecting=1", "&os=ios&captiveStep=1"])
      expect(await page(`/?${device}${extra}`), extra).not.toContain(TAP);
    expect(await page("/?zoneId=gn-premium-demo")).not.toContain(TAP);
  });
});
