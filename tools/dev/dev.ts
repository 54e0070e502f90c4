// npm run dev: the API server and Vite's dev server together, one Ctrl-C stops both.
//   PORT (8080) the API, DEV_PORT (5173) the preview; HOST (127.0.0.1); DATA_DIR, DEMO, MANIFESTS_DIR
//   go to the API server as `npm run serve` reads them. SIGHUP is passed on to the API server (reload).
import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { waitForUrl } from "./waitForUrl.ts";

const HELP = `usage: npm run dev            (PORT=8080 DEV_PORT=5173 by default)
Starts the API server (node server/main.ts on PORT) and Vite's dev server (DEV_PORT, which passes
/api and the access controller's paths on to PORT), waits until both answer, and prints where to
open the zone index. The API reloads manifests on every save (MANIFESTS_WATCH=1 unless set);
editing a widget reloads the page. Ctrl-C stops both.`;

if (process.argv.includes("--help")) {
  console.log(HELP);
  process.exit(0);
}

const root = resolve(import.meta.dirname, "../..");
const host = process.env.HOST ?? "127.0.0.1";
const apiPort = process.env.PORT || "8080";
const devPort = process.env.DEV_PORT || "5173";
// the API reloads the manifests on every save (MANIFESTS_WATCH), so an edit shows on the next page load
const env = {
  ...process.env,
  HOST: host,
  PORT: apiPort,
  DEV_PORT: devPort,
  MANIFESTS_WATCH: process.env.MANIFESTS_WATCH ?? "1",
};

const children: ChildProcess[] = [
  spawn(process.execPath, ["server/main.ts"], { cwd: root, env, stdio: "inherit" }),
  spawn(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "--port", devPort, "--strictPort", "--host", host],
    {
      cwd: root,
      env,
      stdio: "inherit",
    },
  ),
];
const [api] = children;
let stopping = false;

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const child of running) {
    child.once("exit", () => --left === 0 && process.exit(code));
    child.kill("SIGTERM");
  }
  // a child that ignores SIGTERM is not left behind
  setTimeout(() => {
    for (const child of running) child.kill("SIGKILL");
  }, 5000).unref();
}

for (const child of children)
  child.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(
      `dev: ${child === api ? "the API server" : "vite"} stopped (${signal ?? `exit ${code}`}); stopping the other`,
    );
    stop(1);
  });
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
process.on("SIGHUP", () => api?.kill("SIGHUP"));

const shown = host.includes(":") ? `[${host}]` : host;
// the API lints the whole fleet before it listens: minutes on a busy machine, so wait long
try {
  await Promise.all([
    waitForUrl(`http://${shown}:${apiPort}/api/v1/internet-check`, 300_000),
    waitForUrl(`http://${shown}:${devPort}/__zones`, 300_000),
  ]);
} catch (error) {
  // never leave a child behind: one that never answered is stopped with the other
  console.error(`dev: ${(error as Error).message}`);
  stop(1);
}
if (!stopping)
  console.log(
    `\ndev: ready. Zone index: http://${shown}:${devPort}/__zones  (API on ${apiPort}, pid ${api?.pid}; Ctrl-C stops both)\n`,
  );
