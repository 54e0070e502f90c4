import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inlineStarter, withScriptHash } from "../../server/pages/inlineStarter.ts";
import { portalWithEntry } from "./helpers/portalWithEntry.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

// Issue 44: a drawn page carries its starter inline at its end, allowed by its hash, so the header
// image is the first thing it asks for (on HTTP/1.1 the connection the page came on is the image's)
const STARTER = "const m=document.querySelector('meta[name=\"gw-after-paint\"]');await Promise.resolve(m);";
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

let t: TestApp | undefined;
let portal: string;
afterEach(async () => {
  await t?.close();
  t = undefined;
  if (portal) rmSync(resolve(portal, ".."), { recursive: true, force: true });
});

async function portalWithStarter(source: string) {
  portal = portalWithEntry();
  writeFileSync(
    join(portal, "index.html"),
    '<!doctype html><html lang="en"><head><title>t</title><script type="module" crossorigin src="/assets/main-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(portal, "assets"));
  writeFileSync(join(portal, "assets", "afterPaint-1.js"), source);
  writeFileSync(
    join(portal, "gangway-chunks.json"),
    JSON.stringify({ catalogs: {}, afterPaint: "/assets/afterPaint-1.js" }),
  );
  t = await startApp({ portal: { staticDir: portal } });
}

// a zone's brand images are made on its pages' first request, in the background: the page drawn
// once they are made (what every passenger after the first meets) names their variants. Whether
// they are made already depends on which test files this worker ran before (one process for all)
async function drawnWithImagesMade(url: string) {
  for (;;) {
    const page = await t?.app.inject({ url });
    if (!page) throw new Error("no app");
    if (/<link rel="preload"[^>]* imageSrcSet=/i.test(page.body)) return page;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the starter inline in a drawn page", () => {
  it("comes after the page, its hash in the page's script-src, and the header image is asked for first", async () => {
    await portalWithStarter(STARTER);
    const page = await drawnWithImagesMade("/?mac=02:0f:00:00:00:01&zoneId=md-stella-demo");
    const body = page.body;
    expect(body).toContain(`hidden></span><script type="module">${STARTER}</script>`);
    expect(body).not.toContain('src="/assets/afterPaint-1.js"');
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers["content-security-policy"]))?.[1];
    expect(scriptSrc?.split(" ")).toEqual(["'self'", sha(STARTER)]);
    // the header image's preload before the logo, which waits (low) and is preloaded by nobody; it
    // names the header's first source's set (React writes no href for a preload by srcset)
    const logo = /<img src="(\/brand\/[\w.]+)" alt="[^"]+" height="40" fetchPriority="low"\/>/.exec(body);
    const image = /<link rel="preload"(?=[^>]* as="image")(?=[^>]* fetchPriority="high")[^>]*>/.exec(body);
    expect(image?.index).toBeLessThan(logo?.index ?? 0);
    const set = / imageSrcSet="([^"]+)"/i.exec(image?.[0] ?? "")?.[1];
    expect(set).toMatch(/^\/brand-img\//);
    expect(body).toContain(`data-slot="header"`);
    expect(body).toMatch(
      new RegExp(`<source type="image/avif" srcSet="${set?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`, "i"),
    );
    expect(body).not.toContain(`href="${logo?.[1]}"`);
  });

  it("a source that could close its own tag is fetched by its address, as a page not drawn gets it", async () => {
    await portalWithStarter("document.write('</script>')");
    const page = await t?.app.inject({ url: "/?mac=02:0f:00:00:00:02&zoneId=md-stella-demo" });
    expect(page?.body).toContain('<script type="module" fetchpriority="low" src="/assets/afterPaint-1.js">');
    expect(String(page?.headers["content-security-policy"])).not.toContain("sha256");
  });

  it("widens only script-src", () => {
    expect(inlineStarter("")).toBeUndefined();
    expect(inlineStarter("x<!--y")).toBeUndefined();
    const hash = inlineStarter("go()")?.hash ?? "";
    expect(
      withScriptHash("default-src 'self';script-src 'self' https://pay.example;img-src 'self'", hash),
    ).toBe(`default-src 'self';script-src 'self' https://pay.example ${hash};img-src 'self'`);
  });
});
