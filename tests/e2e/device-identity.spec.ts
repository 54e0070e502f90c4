import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { signEntry } from "../../server/gateway/signedEntry.ts";
import { expect, test } from "./fixtures.ts";
import { DEVICE, fleetMac, ZONES } from "./passengerFleet.ts";
import { scaled } from "../timeoutFactor.ts";

// a server of its own, beside the suite's: nl-crew has a gateway key there (a test-only key; real
// ones come from GATEWAY_KEYS_FILE), cl-crew has none
const PORT = Number(process.env.E2E_PORT ?? 4319) + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const KEY = "e2e-only-gateway-key-of-nl-crew-0123456789";
const KEYED = ZONES.nlCrew;
const OPEN = ZONES.cargolink;

let server: ChildProcess;
let dataDir: string;

test.describe.configure({ mode: "serial" });
// a second server on two shared cores: its pages may be slow, not wrong
test.setTimeout(scaled(120_000));

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "gangway-e2e-identity-"));
  server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO: "1",
      TEST_MODE: "1",
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? "dist",
      LOG_LEVEL: "warn",
      GATEWAY_KEYS: `${KEYED.id}=${KEY}`,
      // Fastify's deadline for each start-up step (seeding the demo fleet among them), stretched
      STARTUP_TIMEOUT_MS: String(scaled(10_000)),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    server.stdout?.on("data", (chunk) => {
      out += chunk;
      if (out.includes("Gangway portal:")) resolve();
    });
    server.on("exit", () => reject(new Error("the identity test's server exited")));
  });
});

test.afterAll(async () => {
  // its files are removed once it has ended: a server still closing writes into its data dir
  // (seen as ENOTEMPTY on a busy machine)
  const exited = new Promise((resolve) =>
    server.exitCode === null ? server.once("exit", resolve) : resolve(0),
  );
  server.kill("SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
});

async function browserAt(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE });
  return context.newPage();
}

const code = (page: Page) => page.getByRole("main").getByRole("textbox", { name: "Your voucher code" });

test("a zone with a gateway key: another browser cannot read or change the device's session", async ({
  browser,
}) => {
  const mac = fleetMac("nlCrew", DEVICE.connected);
  const ts = Math.floor(Date.now() / 1000);
  const sig = signEntry(KEY, { zoneId: KEYED.id, mac, ts });
  const device = await browserAt(browser);
  await device.goto(`/status?mac=${mac}&zoneId=${KEYED.id}&ts=${ts}&sig=${sig}`);
  await expect(code(device)).toHaveValue(`${KEYED.code}LIVE01`);

  const other = await browserAt(browser);
  await other.goto(`/status?mac=${mac}&zoneId=${KEYED.id}`);
  await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(code(other)).toHaveCount(0);
  const headers = { "X-Zone-Public-Id": KEYED.id };
  expect((await other.request.get(`/api/v1/session/${mac}`, { headers })).status()).toBe(403);
  expect((await other.request.post(`/api/v1/session/logout/${mac}`, { headers })).status()).toBe(403);
  expect(
    (await other.request.get(`/logout?mac=${mac}&zoneId=${KEYED.id}`, { maxRedirects: 0 })).status(),
  ).toBe(403);
  // the signed link again, from another browser: used once already, it binds nothing
  await other.goto(`/status?mac=${mac}&zoneId=${KEYED.id}&ts=${ts}&sig=${sig}`);
  await expect(code(other)).toHaveCount(0);

  // the device's own browser still has it all
  await device.goto(`/status?mac=${mac}&zoneId=${KEYED.id}`);
  await expect(code(device)).toHaveValue(`${KEYED.code}LIVE01`);
});

// issue 26, finding 1: in a zone nothing vouches for, a device's running session is its browser's
test("a zone without a key: the browser that activated a voucher alone sees and changes the device", async ({
  browser,
}) => {
  const mac = "02:cc:00:00:00:01";
  const device = await browserAt(browser);
  // the passenger's browser has its id from the portal's first page
  await device.goto(`/start?mac=${mac}&zoneId=${OPEN.id}`);
  const { code: voucher } = await (
    await device.request.post("/api/test/voucher", { data: { zoneId: OPEN.id } })
  ).json();
  const auth = await device.request.post("/api/v1/voucher/auth", {
    headers: { "X-Zone-Public-Id": OPEN.id },
    data: { mac, voucher, termsAccepted: true },
  });
  expect(auth.status()).toBe(200);
  await device.goto(`/status?mac=${mac}&zoneId=${OPEN.id}`);
  await expect(code(device)).toHaveValue(voucher);

  const other = await browserAt(browser);
  await other.goto(`/status?mac=${mac}&zoneId=${OPEN.id}`);
  await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(other.getByRole("main").getByRole("row", { name: /^Connected devices/ })).toHaveCount(0);
  await expect(code(other)).toHaveCount(0);
  const headers = { "X-Zone-Public-Id": OPEN.id };
  expect((await other.request.get(`/api/v1/session/${mac}`, { headers })).status()).toBe(403);
  expect((await other.request.post(`/api/v1/session/logout/${mac}`, { headers })).status()).toBe(403);

  // the device's own browser still has it all
  await device.goto(`/status?mac=${mac}&zoneId=${OPEN.id}`);
  await expect(code(device)).toHaveValue(voucher);
});
