import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tools/browser/chromium.ts";
import { scaled } from "./tests/timeoutFactor.ts";
import { freePortBlock } from "./tests/e2e/freePortBlock.ts";
import { E2E_SERVER_SECRET } from "./tests/e2e/e2eSecret.ts";
import { E2E_RADIUS_SECRET, e2eRadiusPorts } from "./tests/e2e/e2eRadius.ts";
import { E2E_MAIL_FROM, e2eSmtpPort } from "./tests/e2e/e2eMail.ts";

// a fresh database for every run, so every test starts from the demo fleet's known states. Made
// once, by the runner's own process: its workers load this file too and inherit the variable (each
// used to make a folder of its own, never removed). Removed when the runner exits, after Playwright
// has stopped the web server that writes into it.
if (!process.env.E2E_DATA_DIR) {
  const made = mkdtempSync(join(tmpdir(), "gangway-e2e-"));
  process.env.E2E_DATA_DIR = made;
  process.on("exit", () => rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
// the server's block of ports (HTTP, RADIUS, SMTP: tests/e2e/freePortBlock.ts), free for this run:
// two runs on one machine used to collide on the fixed 4319–4323. E2E_PORT chooses it instead;
// set here once, the workers inherit it with the environment
process.env.E2E_PORT ??= String(await freePortBlock());
const port = Number(process.env.E2E_PORT);
// one id per run, inherited by the workers: the state suite meets its zones' rows under it
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
// where the run's SMTP server leaves what it receives (tests/e2e/e2eMailSetup.ts), for every worker
process.env.E2E_MAIL_DIR ??= join(tmpdir(), `gangway-e2e-mail-${process.env.E2E_RUN_ID}`);

export default defineConfig({
  testDir: "tests/e2e",
  // the SMTP server order mail goes to; the web server below only connects to it when it sends
  globalSetup: "./tests/e2e/e2eMailSetup.ts",
  // hang guards, stretched on a loaded machine (tests/timeoutFactor.ts)
  timeout: scaled(30_000),
  // two cores run the server, two browsers and the test runner at once: a page may be slow, not wrong
  expect: { timeout: scaled(10_000) },
  fullyParallel: true,
  // a worker's test waits on the server and its page for much of its time: in CI (npm test runs
  // this beside Vitest) three keep both cores busy once Vitest has ended
  workers: process.env.CI ? 3 : undefined,
  forbidOnly: !!process.env.CI,
  // the openNDS tests first: they wait on a real gateway (its DHCP, its polls) for about a minute in
  // one worker, and begun last (the files' order) that minute was the run's tail, one core idle
  projects: [
    { name: "gateway", testMatch: "opennds.spec.ts" },
    { name: "portal", testIgnore: "opennds.spec.ts" },
  ],
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "reports/playwright.json" }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // everything but loopback goes to a closed port: no request can leave the machine (see fixtures.ts)
    proxy: { server: "http://127.0.0.1:9", bypass: "127.0.0.1,localhost,[::1]" },
    screenshot: "only-on-failure",
    // the spinner and the status title's pulse stop (their prefers-reduced-motion rules), as for a
    // passenger who asks for less motion: an animation left running while a test waits on a poll
    // drew 60 frames a second through the renderer and the GPU process. Measured on five specs that
    // wait on polls (30 tests, two pairs, quiet machine): 65.6 / 64.1 → 59.2 / 54.1 CPU-s, the
    // browser's share 49 → 41–45. No test reads an animation; the states suite already asked for it
    reducedMotion: "reduce",
    // the DOM at every step, without the screencast: recording the screencast for every test
    // cost about 15 % of the suite's time on two cores. CI prints the failure, its page snapshot
    // and screenshot, and keeps no trace: recording one for every test there cost another 6 %
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
  },
  webServer: {
    command: "node_modules/.bin/node server/main.ts",
    url: `http://127.0.0.1:${port}/api/v1/internet-check`,
    reuseExistingServer: false,
    timeout: scaled(30_000),
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO: "1",
      TEST_MODE: "1",
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? "dist",
      LOG_LEVEL: "warn",
      // every browser of the suite comes from 127.0.0.1: per-client limits would count them as one
      CLIENT_LIMIT_SCALE: "100",
      SERVER_SECRET: E2E_SERVER_SECRET,
      // gateways on loopback: the simulator, and the radclient of tests/e2e/gateway-radius.spec.ts
      RADIUS_CLIENTS: `127.0.0.0/8=${E2E_RADIUS_SECRET}`,
      RADIUS_AUTH_PORT: String(e2eRadiusPorts(port).auth),
      RADIUS_ACCT_PORT: String(e2eRadiusPorts(port).acct),
      RADIUS_DISCONNECT_PORT: String(e2eRadiusPorts(port).disconnect),
      // order mail over SMTP to the run's own server on loopback (tests/e2e/store-mail.spec.ts)
      // the run's server offers no STARTTLS: the URL allows clear text, on loopback only
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort(port)}/?requireTLS=false`,
      MAIL_FROM: E2E_MAIL_FROM,
      // encoded header and banner variants survive between runs (content-hashed, so never stale)
      BRAND_CACHE_DIR: "node_modules/.cache/gangway-brand",
      // made on a page's first request instead of all at start: a test run visits few zones
      WARM_BRAND_IMAGES: "0",
      // Fastify's deadline for each start-up step (seeding the demo fleet among them), stretched
      STARTUP_TIMEOUT_MS: String(scaled(10_000)),
    },
  },
});
