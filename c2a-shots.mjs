import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tools/browser/chromium.ts";
const BASE = "http://127.0.0.1:4521";
const OUT = "/tmp/c2a-shots";
const IN_APP = "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let n = 0;
const mac = () => `02:c2:00:00:${(++n >> 8).toString(16).padStart(2, "0")}:${(n & 255).toString(16).padStart(2, "0")}`;
async function ctx(width, js = true, ua) {
  const c = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: js, ...(ua ? { userAgent: ua } : {}) });
  await c.route((u) => !["127.0.0.1", "localhost"].includes(u.hostname), (r) => r.abort());
  return c;
}
const ready = (p) => p.waitForFunction(() => document.documentElement.hasAttribute("data-gw-ready"));
async function shot(p, name) { await p.screenshot({ path: `${OUT}/${name}.png`, fullPage: true }); console.log(name, await p.title()); }
for (const width of [360, 1280]) {
  for (const l of ["en", "sv", "el"]) {
    // A. start page with the script, the language button focused
    let c = await ctx(width); let p = await c.newPage();
    await p.goto(`${BASE}/?mac=${mac()}&zoneId=gn-premium-demo&lang=${l}`); await ready(p);
    await shot(p, `A-start-js-${l}-${width}`);
    await p.locator(".gw-language").focus(); await p.keyboard.press("Tab");
    await p.screenshot({ path: `${OUT}/A-start-js-focused-${l}-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } });
    await c.close();
    // B. voucher page without the script: banner, then dismissed
    c = await ctx(width, false); p = await c.newPage();
    await p.goto(`${BASE}/login/voucher?mac=${mac()}&zoneId=gn-premium-demo&lang=${l}`);
    await p.locator(".gw-voucher-code").fill("AB"); await p.locator(".gw-voucher-code").press("Enter");
    await p.waitForSelector(".gw-error");
    await shot(p, `B-voucher-nojs-banner-${l}-${width}`);
    await p.locator(".gw-error button").click();
    await shot(p, `B-voucher-nojs-dismissed-${l}-${width}`);
    await c.close();
    // C. in-app without the script
    c = await ctx(width, false, IN_APP); p = await c.newPage();
    await p.goto(`${BASE}/store?mac=${mac()}&zoneId=md-stella-demo&lang=${l}`);
    await shot(p, `C-inapp-nojs-${l}-${width}`);
    await c.close();
    // D. cruise start with the script
    c = await ctx(width); p = await c.newPage();
    await p.goto(`${BASE}/?mac=${mac()}&zoneId=md-stella-demo&lang=${l}`); await ready(p);
    await shot(p, `D-cruise-js-${l}-${width}`);
    await c.close();
    // E. status page, session ended 40 minutes ago
    c = await ctx(width); p = await c.newPage();
    const m = mac();
    await p.request.post(`${BASE}/api/test/device`, { data: { zoneId: "gn-premium-demo", mac: m, access: "voucher", startedMinutesAgo: 100, durationMinutes: 60, accessControllerAuthed: true } });
    await p.goto(`${BASE}/status?mac=${m}&zoneId=gn-premium-demo&lang=${l}`); await ready(p);
    await shot(p, `E-status-ended-${l}-${width}`);
    await c.close();
  }
  // F. store: empty cart banner, then +
  const c = await ctx(width); const p = await c.newPage();
  await p.goto(`${BASE}/?mac=${mac()}&zoneId=gn-premium-demo`); await ready(p);
  await p.goto(`${BASE}/store`); await ready(p);
  await p.getByRole("button", { name: "Continue" }).click();
  await p.waitForSelector(".gw-error");
  await shot(p, `F-store-empty-${width}`);
  await p.getByRole("button", { name: "Add one: 1 hour" }).click();
  await p.waitForSelector(".gw-error", { state: "detached" });
  await shot(p, `F-store-added-${width}`);
  await c.close();
}
await browser.close();
