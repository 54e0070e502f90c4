import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { afterEach, describe, expect, it } from "vitest";
import { scaled } from "../timeoutFactor.ts";
import { ACCESS_CONTROLLER_PATHS } from "../../server/gateway/accessControllerPaths.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tools/browser/chromium.ts";
import { freePort } from "../../tools/pg/throwawayPostgres.ts";

// free ports of its own, asked of the system: npm test runs this beside the e2e server, whose
// ports follow E2E_PORT (its SMTP server took E2E_PORT + 4, this test's preview port before)
let [API_PORT, DEV_PORT] = [0, 0];
const NODE = resolve("node_modules/.bin/node");
let dev: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (dev && dev.exitCode === null) {
    dev.kill("SIGTERM");
    await once(dev, "exit");
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  [dev, dataDir] = [undefined, undefined];
});

const answers = (url: string) =>
  fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status,
    () => "closed",
  );

async function startDev(): Promise<string> {
  [API_PORT, DEV_PORT] = [await freePort(), await freePort()];
  dataDir = mkdtempSync(join(tmpdir(), "gangway-dev-"));
  const env = {
    ...process.env,
    PORT: String(API_PORT),
    DEV_PORT: String(DEV_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  const child = spawn(NODE, ["tools/dev/dev.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  dev = child;
  let out = "";
  return new Promise((done, fail) => {
    child.stdout?.on("data", (chunk) => {
      out += chunk;
      const ready = out.match(/dev: ready\. Zone index: (\S+)/);
      if (ready) done(ready[1] as string);
    });
    child.stderr?.on("data", (chunk) => {
      out += chunk;
    });
    child.once("exit", (code) => fail(new Error(`npm run dev exited ${code} before it was ready:\n${out}`)));
  });
}

describe("npm run dev", () => {
  it(
    "starts the API and the preview on PORT and DEV_PORT; a language link of the zone index opens in that language; Ctrl-C stops both",
    async () => {
      const index = await startDev();
      expect(index).toBe(`http://127.0.0.1:${DEV_PORT}/__zones`);
      // the preview passes the API through to PORT
      expect(await answers(`http://127.0.0.1:${DEV_PORT}/api/v1/internet-check`)).toBe(204);
      // and every redirect of the access controller (log out, the cruise relay, the internet probe…):
      // answered by the preview itself, they would end on the portal's 404 page
      for (const path of ACCESS_CONTROLLER_PATHS) {
        const query = `${path}?mac=02:00:00:00:00:10&zoneId=gn-premium-demo`;
        const viaPreview = await answers(`http://127.0.0.1:${DEV_PORT}${query}`);
        expect(viaPreview, path).toBe(await answers(`http://127.0.0.1:${API_PORT}${query}`));
        expect(viaPreview, path).not.toBe(200);
      }

      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        // nothing leaves loopback (as in playwright.config.ts)
        proxy: { server: "http://127.0.0.1:9", bypass: "127.0.0.1,localhost,[::1]" },
      });
      try {
        // an English browser: only the link can make the page Swedish
        const page = await browser.newPage({ locale: "en-GB" });
        await page.goto(index);
        const link = page.locator('a[href*="zoneId=gn-premium-demo"][href*="lang=sv"]').first();
        await link.click();
        await page.waitForFunction(() => document.documentElement.lang === "sv", null, {
          timeout: scaled(90_000),
        });
        await expect
          .poll(() => page.locator("h1").first().textContent(), { timeout: scaled(30_000) })
          .toBe("Välkommen ombord");
        // and it stays: the start page without ?lang keeps the chosen language
        await page.goto(`http://127.0.0.1:${DEV_PORT}/start?mac=02:00:00:00:00:10&zoneId=gn-premium-demo`);
        await page.waitForFunction(() => document.documentElement.lang === "sv", null, {
          timeout: scaled(90_000),
        });
      } finally {
        await browser.close();
      }

      const child = dev as ChildProcess;
      child.kill("SIGINT");
      const [code] = await once(child, "exit");
      expect(code).toBe(0);
      expect(await answers(`http://127.0.0.1:${API_PORT}/api/v1/internet-check`)).toBe("closed");
      expect(await answers(`http://127.0.0.1:${DEV_PORT}/__zones`)).toBe("closed");
    },
    scaled(480_000),
  );

  it("--help says what it starts and on which ports", async () => {
    const child = spawn(NODE, ["tools/dev/dev.ts", "--help"], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += chunk;
    });
    const [code] = await once(child, "exit");
    expect(code).toBe(0);
    expect(out).toMatch(/PORT=8080 DEV_PORT=5173[\s\S]*Ctrl-C stops both/);
  });
});
