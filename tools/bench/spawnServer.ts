import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface BenchServer {
  base: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

// a server as its own process on 127.0.0.1 and a free port, so the load generator in this
// process does not share its event loop; stopped by its pid, its data folder removed
export async function spawnServer(
  script: string,
  env: Record<string, string> = {},
  // several servers starting at once on a busy machine take longer
  startMs = 20_000,
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "gangway-bench-"));
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, "no-build"),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  let stdout = "";
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start in ${startMs / 1000} s`)),
      startMs,
    );
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    void exited.then(() => reject(new Error(`${script} exited before listening`)));
  }).catch((err: unknown) => {
    child.kill("SIGKILL");
    throw err;
  });
  return {
    base,
    pid: child.pid,
    stop: async () => {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
