// Screenshots of real pages in headless Chromium: `node_modules/.bin/node tools/screenshots/capture.ts <url> <out.png> [width] [locale]`.
// Used for the README and for looking at what we build; requests to other hosts are aborted.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../browser/chromium.ts";

const [url, out, width = "360", locale = "en"] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: capture.ts <url> <out.png> [width] [locale]");
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 }, locale });
await context.route(
  (u) => !["127.0.0.1", "localhost"].includes(u.hostname),
  (route) => route.abort(),
);
await context.addInitScript((l) => localStorage.setItem("locale", JSON.stringify(l)), locale);
const page = await context.newPage();
await page.goto(url);
await page.waitForLoadState("networkidle");
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`wrote ${out}`);
