import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * A bench's attackers as a process of their own (floodPages.ts, floodAttacks.ts): the passengers'
 * timings are taken in the bench's process, whose event loop the flood's answers do not hold up.
 * Resolves with the statuses the flood was answered (its one line of JSON) once it has sent all.
 */
export function spawnFlood(
  script: string,
  args: (string | number | boolean)[],
): Promise<Record<string, number>> {
  const path = fileURLToPath(new URL(script, import.meta.url));
  const child = spawn(process.execPath, [path, ...args.map(String)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out) as Record<string, number>)
        : reject(new Error(`${script} exited ${code}`)),
    ),
  );
}
