import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

/** One part of `npm test`: a command whose output is kept whole, to print after the part ends. */
export interface Part {
  name: string;
  command: string;
  /** runs it at a lower priority (nice 10): a part that is not what the run waits for */
  yields?: boolean;
}

export interface PartResult extends Part {
  ok: boolean;
  output: string;
  seconds: number;
}

/**
 * Runs a part's command in a shell beside the others. Its output is kept, and printed by the caller
 * in one piece once the part has ended: parts running side by side would otherwise mix their lines.
 * With `logFile`, the output is written there as it comes too, for someone watching a long part.
 */
export function runPart(
  part: Part,
  logFile?: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PartResult> {
  const started = performance.now();
  const log = logFile ? createWriteStream(logFile) : undefined;
  return new Promise((done) => {
    let output = "";
    const [file, args] = part.yields
      ? ["nice", ["-n", "10", "sh", "-c", part.command]]
      : ["sh", ["-c", part.command]];
    const child = spawn(file, args, { stdio: ["ignore", "pipe", "pipe"], env });
    const keep = (chunk: Buffer) => {
      output += chunk;
      log?.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const finish = (ok: boolean) => {
      log?.end();
      done({ ...part, ok, output, seconds: Math.round((performance.now() - started) / 1000) });
    };
    child.on("error", (error) => {
      output += `${error.message}\n`;
      finish(false);
    });
    child.on("close", (code) => finish(code === 0));
  });
}
