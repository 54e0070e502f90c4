import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export interface ChildServer {
  child: ChildProcess;
  base: string;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: () => string;
}

// the real server as its own process (server/main.ts), on loopback and a free port
export async function startChildServer(
  dataDir: string,
  env: Record<string, string> = {},
  // several servers starting at once on a busy machine take longer
  startMs = 15_000,
): Promise<ChildServer> {
  const child = spawn(process.execPath, ["server/main.ts"], {
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
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in ${startMs / 1000} s: ${stderr}`));
    }, startMs);
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
  return { child, port, base: `http://127.0.0.1:${port}`, exited, stderr: () => stderr };
}
