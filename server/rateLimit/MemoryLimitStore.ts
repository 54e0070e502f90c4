import { type LimitStore, slidingEstimate, windowStart } from "./LimitStore.ts";

interface Window {
  end: number;
  windowMs: number;
  hits: number;
}

// one process's counters (tests, and a server whose limits need not survive a restart)
export class MemoryLimitStore implements LimitStore {
  readonly #windows = new Map<string, Window>();

  #count(key: string, windowMs: number, start: number): Window {
    const slot = `${windowMs}|${start}|${key}`;
    let window = this.#windows.get(slot);
    if (!window) {
      window = { end: start + windowMs, windowMs, hits: 0 };
      this.#windows.set(slot, window);
    }
    return window;
  }

  async hit(key: string, windowMs: number, now: number): Promise<number> {
    const window = this.#count(key, windowMs, windowStart(windowMs, now));
    window.hits += 1;
    return window.hits;
  }

  async slide(key: string, windowMs: number, now: number): Promise<number> {
    const start = windowStart(windowMs, now);
    const current = await this.hit(key, windowMs, now);
    const previous = this.#windows.get(`${windowMs}|${start - windowMs}|${key}`)?.hits ?? 0;
    return slidingEstimate(current, previous, windowMs, now);
  }

  async peek(key: string, windowMs: number, now: number): Promise<number> {
    const start = windowStart(windowMs, now);
    const hits = (from: number) => this.#windows.get(`${windowMs}|${from}|${key}`)?.hits ?? 0;
    return slidingEstimate(hits(start), hits(start - windowMs), windowMs, now);
  }

  async prune(before: number): Promise<void> {
    for (const [slot, window] of this.#windows)
      if (window.end + window.windowMs < before) this.#windows.delete(slot);
  }

  async forget(part: string): Promise<number> {
    let forgotten = 0;
    // the slot is `windowMs|start|key`: the part is looked for in the key alone
    for (const slot of this.#windows.keys())
      if (slot.split("|").slice(2).join("|").includes(part) && this.#windows.delete(slot)) forgotten++;
    return forgotten;
  }

  get size(): number {
    return this.#windows.size;
  }
}
