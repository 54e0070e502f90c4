import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { scaled } from "../../timeoutFactor.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export interface ChildServer {
  child: ChildProcess;
  base: string;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: () => string;
  /** what it printed on stdout (its start lines: the portal's URL, the RADIUS ports) */
  stdout: () => string;
  /** Resolves once the server's stderr (its log) has matched, rejects if it exits first. */
  logged: (pattern: RegExp) => Promise<void>;
}

// the real server as its own process (server/main.ts), on loopback and a free port
export async function startChildServer(
  dataDir: string,
  env: Record<string, string> = {},
  // a machine shared by many test runs may take long to start a process
  startTimeoutMs = 15_000,
  // shell commands run first in a mount namespace of the server's own (unshare -m, as root): a
  // read-only bind mount or a small tmpfs as its DATA_DIR, seen by no other process
  mountFirst?: string,
): Promise<ChildServer> {
  // a hang guard, not a measure: how long a start may take on this machine now
  const deadline = scaled(startTimeoutMs);
  const [command, args] = mountFirst
    ? ["unshare", ["-m", "sh", "-c", `${mountFirst} && exec "$0" server/main.ts`, process.execPath]]
    : [process.execPath, ["server/main.ts"]];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, "no-build"),
      LOG_LEVEL: "warn",
      // Fastify's deadline for each start-up step, stretched as this test's are
      STARTUP_TIMEOUT_MS: String(scaled(env.DATABASE_URL ? 120_000 : 10_000)),
      // no header and banner variants made at start: each test's server has a fresh DATA_DIR, so
      // each encoded every zone's images again in the background (AVIF, most of a server's CPU
      // in tests that draw no page). A test of the warm-up sets it again in `env`
      WARM_BRAND_IMAGES: "0",
      // the test run's compile cache (vitest.config.ts), when it has one
      ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  const waiting = new Set<() => void>();
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
    for (const check of waiting) check();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in ${deadline / 1000} s: ${stderr}`));
    }, deadline);
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening: ${stderr}`));
    });
  });
  const logged = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(stderr)) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
      void exited.then(() => reject(new Error(`server exited before logging ${pattern}: ${stderr}`)));
    });
  return {
    ...{ child, port, base: `http://127.0.0.1:${port}`, exited, logged },
    stderr: () => stderr,
    stdout: () => stdout,
  };
}
