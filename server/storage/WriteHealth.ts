import type { FastifyBaseLogger } from "fastify";
import { storageFault } from "./storageFault.ts";

// an episode: from the first write that failed for want of a writable database to the next that worked
export interface WriteFault {
  reason: string;
  // the error's code (SQLITE_FULL, EROFS, 53100, …)
  code: string;
  since: number;
  failures: number;
}

/**
 * Whether the database can be written, as the writes themselves and /healthz's probe find it. A
 * full or read-only disk fails every write until it is mended: the first failure of an episode is
 * logged at error, the others only counted (a busy ship would otherwise log one line per request
 * and per second), and the first success after it logs the episode's end.
 */
export class WriteHealth {
  #fault: WriteFault | undefined;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => number;

  constructor(log: FastifyBaseLogger, now: () => number = Date.now) {
    this.#log = log;
    this.#now = now;
  }

  get fault(): WriteFault | undefined {
    return this.#fault;
  }

  /** The error's reason when it is a storage fault (now counted), else undefined: a bug, not the disk. */
  failed(error: unknown, where: string): string | undefined {
    const reason = storageFault(error);
    if (!reason) return undefined;
    if (this.#fault) {
      this.#fault.failures++;
      return reason;
    }
    const code = String((error as { code: string }).code);
    this.#fault = { reason, code, since: this.#now(), failures: 1 };
    this.#log.error(
      { code, where, error: String(error) },
      `database cannot be written: ${reason}; answering 503 until a write works again (logged once)`,
    );
    return reason;
  }

  /** A write worked: an episode, if one was open, is over. */
  succeeded(): void {
    const fault = this.#fault;
    if (!fault) return;
    this.#fault = undefined;
    this.#log.warn(
      { code: fault.code, failures: fault.failures, seconds: Math.round((this.#now() - fault.since) / 1000) },
      "database writable again",
    );
  }
}
