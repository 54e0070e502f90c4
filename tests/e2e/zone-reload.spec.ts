import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "./fixtures.ts";

// going live without a build: an operator folder copied into a running server's manifests folder,
// then SIGHUP. The server here is this file's own (its own manifests copy), not the shared one.
const ROOT = resolve(import.meta.dirname, "../..");
const MAC = "02:00:00:00:00:10";

interface LogEntry {
  level: number;
  msg: string;
}

let server: ChildProcess;
let base = "";
let dir = "";
let manifests = "";
const log: LogEntry[] = [];
const waiters: { match: (e: LogEntry) => boolean; resolve: (e: LogEntry) => void }[] = [];

/** The next log entry the predicate accepts (an event, not a sleep). */
function nextLog(match: (e: LogEntry) => boolean): Promise<LogEntry> {
  return new Promise((resolve) => waiters.push({ match, resolve }));
}

// biome-ignore lint/suspicious/noExplicitAny: manifests of any shape
function writeVessel(file: string, change: (json: Record<string, any>) => void): void {
  const json = JSON.parse(readFileSync(file, "utf8"));
  change(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "gangway-reload-"));
  manifests = join(dir, "manifests");
  cpSync(join(ROOT, "manifests"), manifests, { recursive: true });
  server = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: join(dir, "data"),
      MANIFESTS_DIR: manifests,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? join(ROOT, "dist"),
      DEMO: "1",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let buffered = "";
  server.stderr?.on("data", (chunk) => {
    buffered += chunk;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      const entry = JSON.parse(line) as LogEntry;
      log.push(entry);
      for (const w of waiters.splice(0)) {
        if (w.match(entry)) w.resolve(entry);
        else waiters.push(w);
      }
    }
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = "";
    server.stdout?.on("data", (chunk) => {
      out += chunk;
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(out)?.[0];
      if (url) resolve(url);
    });
    server.on("exit", (code) => reject(new Error(`server exited (${code}): ${JSON.stringify(log)}`)));
  });
});

test.afterAll(async () => {
  const exited = new Promise((resolve) => server.on("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  rmSync(dir, { recursive: true, force: true });
});

test("an operator folder copied into the running server's manifests goes live on SIGHUP", async ({
  page,
}) => {
  const folder = join(manifests, "tidewater");
  cpSync(join(manifests, "skerry"), folder, { recursive: true });
  rmSync(join(folder, "puffin.json"));
  writeVessel(join(folder, "operator.json"), (json) => {
    json.brand.name = "Tidewater Ferries";
  });
  writeVessel(join(folder, "tern.json"), (json) => {
    json.zonePrefix = "tidewater/gannet";
    json.zones = [{ zoneId: "tw-gannet" }];
    json.texts["ship.name"].en = "Welcome aboard Gannet";
  });
  // before the signal the server does not know the zone
  const unknown = await page.request.get(`${base}/api/v1/settings`, {
    headers: { "x-zone-public-id": "tw-gannet" },
  });
  expect(unknown.status()).toBe(404);

  const reloaded = nextLog((e) => e.msg === "manifests reloaded");
  server.kill("SIGHUP");
  await reloaded;

  await page.goto(`${base}/?mac=${MAC}&zoneId=tw-gannet`);
  await expect(page.getByRole("heading", { name: "Welcome aboard Gannet" })).toBeVisible();
  // the brand asset comes from the manifests folder, at its content-hashed address
  const logo = page.locator('img[src^="/brand/"]').first();
  await expect(logo).toHaveAttribute("src", /^\/brand\/[0-9a-f]{16}\.svg$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("an invalid change is refused with file:line:column in the log, and the last good version is served", async ({
  page,
}) => {
  const file = join(manifests, "tidewater", "tern.json");
  writeVessel(file, (json) => {
    json.texts["ship.name"].en = "Version two";
    json.tier = "premum";
  });
  const line =
    readFileSync(file, "utf8")
      .split("\n")
      .findIndex((l) => l.includes('"premum"')) + 1;
  const refused = nextLog((e) => e.msg.startsWith("manifests refused"));
  server.kill("SIGHUP");
  const entry = await refused;
  expect(entry.level).toBe(50);
  expect(entry.msg).toContain(`${file}:${line}:`);
  expect(entry.msg).toMatch(/\/tier {2}"premum" is not allowed here/);

  await page.goto(`${base}/?mac=${MAC}&zoneId=tw-gannet`);
  await expect(page.getByRole("heading", { name: "Welcome aboard Gannet" })).toBeVisible();
  await expect(page.getByText("Version two")).toHaveCount(0);
});
