// `LIGHTHOUSE=<path to lighthouse/cli/index.js> node_modules/.bin/node tools/bench/lighthouseFigures.ts [zone…]`:
// Lighthouse's first contentful paint and time to interactive for a few zones' start pages beside a
// static splash page (tools/bench/splash.html, as openNDS serves one), in the same run, with its
// simulated throttling and with DevTools' real one (--throttling-method=devtools). Lighthouse is no
// dependency of the project: install it apart (`npm install --prefix /tmp/lh lighthouse@13.5.0`)
// and name its CLI; it runs against Debian's full Chromium (or CHROMIUM_PATH). Figures, not tests.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildApp } from "../../server/buildApp.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../browser/chromium.ts";

const ROOT = resolve(import.meta.dirname, "../..");
// Lighthouse drives a full browser: Chromium's headless shell, which the tests use, closes the
// target under it ("Target closed"). Debian's full Chromium where it is installed (apt: chromium)
const chrome =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : CHROMIUM_PATH);
const cli = process.env.LIGHTHOUSE;
if (!cli) {
  console.error("set LIGHTHOUSE to Lighthouse's CLI (lighthouse/cli/index.js of an install of its own)");
  process.exit(2);
}
// a three-card start, a start of links, the heaviest (the cruise login with its forms)
const zones = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["nl-polaris", "gn-premium-demo", "md-stella-demo"];
const methods = ["simulate", "devtools"] as const;

interface Figures {
  target: string;
  method: string;
  fcpMs: number;
  ttiMs: number;
  lcpMs: number;
  bytes: number;
}

// spawned, not spawnSync: the portal and the splash page are served from this very process, and a
// blocked event loop answers nothing (Lighthouse's navigation then times out with "Target closed")
async function lighthouse(
  url: string,
  method: string,
  out: string,
): Promise<Omit<Figures, "target" | "method">> {
  const run = spawn(
    process.execPath,
    [
      cli as string,
      url,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(" ")}`,
      "--only-categories=performance",
      `--throttling-method=${method}`,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const status = await new Promise<number | null>((done) => run.on("close", done));
  if (status !== 0) throw new Error(`lighthouse failed for ${url} (${method})`);
  const report = JSON.parse(readFileSync(out, "utf8"));
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
  return {
    fcpMs: ms("first-contentful-paint"),
    ttiMs: ms("interactive"),
    lcpMs: ms("largest-contentful-paint"),
    bytes: Math.round(report.audits["total-byte-weight"]?.numericValue ?? 0),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "gangway-lighthouse-"));
const app = buildApp({
  brand: { cacheDir: join(ROOT, "node_modules/.cache/gangway-brand") },
  storage: { dataDir },
  demo: { dataPath: join(ROOT, "server/demo/demo-data.json") },
  portal: { staticDir: resolve(ROOT, process.env.BENCH_STATIC_DIR ?? "dist") },
  http: { logger: false },
});
await app.ready();
await app.brandImagesWarm();
await app.listen({ host: "127.0.0.1", port: 0 });
const port = (app.server.address() as { port: number }).port;
// the splash page from a plain HTTP server, compressed as little as a splash page usually is
const splashHtml = readFileSync(join(import.meta.dirname, "splash.html"));
const splash = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  response.end(splashHtml);
});
await new Promise<void>((done) => splash.listen(0, "127.0.0.1", done));
const splashPort = (splash.address() as { port: number }).port;
const reports = mkdtempSync(join(tmpdir(), "gangway-lighthouse-reports-"));
const figures: Figures[] = [];
try {
  let n = 0;
  const targets = [
    { target: "static splash page", url: () => `http://127.0.0.1:${splashPort}/` },
    ...zones.map((zoneId) => ({
      target: zoneId,
      url: () =>
        `http://127.0.0.1:${port}/?mac=02:1b:00:00:00:${(++n).toString(16).padStart(2, "0")}&zoneId=${zoneId}`,
    })),
  ];
  for (const method of methods)
    for (const { target, url } of targets) {
      const out = join(reports, `${target.replace(/\W+/g, "-")}-${method}.json`);
      figures.push({ target, method, ...(await lighthouse(url(), method, out)) });
    }
} finally {
  splash.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(reports, { recursive: true, force: true });
}

console.log("\nLighthouse (mobile, performance): first contentful paint and time to interactive");
console.log(
  "target".padEnd(20),
  "throttling".padEnd(11),
  "FCP ms".padStart(8),
  "TTI ms".padStart(8),
  "LCP ms".padStart(8),
  "KB".padStart(7),
);
for (const f of figures)
  console.log(
    f.target.padEnd(20),
    f.method.padEnd(11),
    String(f.fcpMs).padStart(8),
    String(f.ttiMs).padStart(8),
    String(f.lcpMs).padStart(8),
    (f.bytes / 1024).toFixed(1).padStart(7),
  );
mkdirSync(join(ROOT, "reports"), { recursive: true });
writeFileSync(join(ROOT, "reports/lighthouse.json"), `${JSON.stringify(figures, null, 2)}\n`);
console.log("\nwritten: reports/lighthouse.json");
