import { Writable } from "node:stream";

export interface LogEntry {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A logger option that keeps the app's JSON log lines, and a way to read them back. */
export function logLines(level = "info"): {
  logger: { level: string; stream: Writable };
  entries(): LogEntry[];
} {
  let text = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return {
    logger: { level, stream },
    entries: () =>
      text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogEntry),
  };
}

/** The promise, or a rejection naming what did not happen within `ms` (a hang guard, not a measure). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, guard]).finally(() => clearTimeout(timer));
}
