import { type LimitStore, windowStart } from "./LimitStore.ts";

interface Window {
  end: number;
  hits: number;
}

// one process's counters (tests, and a server whose limits need not survive a restart)
export class MemoryLimitStore implements LimitStore {
  readonly #windows = new Map<string, Window>();

  async hit(key: string, windowMs: number, now: number): Promise<number> {
    const start = windowStart(windowMs, now);
    const slot = `${windowMs}|${start}|${key}`;
    const window = this.#windows.get(slot) ?? { end: start + windowMs, hits: 0 };
    window.hits += 1;
    this.#windows.set(slot, window);
    return window.hits;
  }

  async prune(before: number): Promise<void> {
    for (const [slot, window] of this.#windows) if (window.end < before) this.#windows.delete(slot);
  }

  get size(): number {
    return this.#windows.size;
  }
}
