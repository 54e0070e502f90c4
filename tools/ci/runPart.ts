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
  /** the CPU time (user and system) of the part's processes, null when the shell did not say */
  cpuSeconds: number | null;
}

// the shell's `times` after the command, on a descriptor of its own: the CPU its processes used,
// which a shared machine does not inflate as it does the wall time. The command does not inherit
// that descriptor: a server it leaves running would hold the part open
const withTimes = (command: string) => `{\n${command}\n} 3>&-\nstatus=$?\ntimes >&3\nexit $status`;

function cpuOf(times: string): number | null {
  // the second line is the children's: user, then system ("0m12.340000s 0m1.200000s")
  const line = times.trim().split("\n")[1] ?? "";
  const spans = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return spans.length === 2 ? Math.round((spans[0] ?? 0) + (spans[1] ?? 0)) : null;
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
  // the log is for someone watching; one that cannot be written loses nothing (the output is kept)
  log?.on("error", () => {});
  return new Promise((done) => {
    let output = "";
    let times = "";
    const [file, args] = part.yields
      ? ["nice", ["-n", "10", "sh", "-c", withTimes(part.command)]]
      : ["sh", ["-c", withTimes(part.command)]];
    const child = spawn(file, args, { stdio: ["ignore", "pipe", "pipe", "pipe"], env });
    child.stdio[3]?.on("data", (chunk: Buffer) => {
      times += chunk;
    });
    const keep = (chunk: Buffer) => {
      output += chunk;
      log?.write(chunk);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const finish = (ok: boolean) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      const result = { ...part, ok, output, seconds, cpuSeconds: cpuOf(times) };
      // ended only once the log is on disk: whoever reads or removes it next finds it whole
      if (!log || log.destroyed) done(result);
      else log.end(() => done(result));
    };
    child.on("error", (error) => {
      output += `${error.message}\n`;
      finish(false);
    });
    child.on("close", (code) => finish(code === 0));
  });
}
