// RFC 5080 section 2.2.2: a client resends a request it got no answer to, unchanged; the server
// answers a duplicate with the answer it gave, or ignores it while the first is still being decided
const KEEP_MS = 30_000;
const MAX_KEPT = 50_000;

interface Entry {
  at: number;
  answer: Buffer | undefined;
}

/**
 * The requests of the last KEEP_MS (at most MAX_KEPT), in two generations: a new request goes
 * into the newer; once that has been open KEEP_MS or holds half of MAX_KEPT, the older is dropped
 * whole and the newer takes its place. So a request is remembered for at least KEEP_MS unless a
 * flood fills both halves first, and nothing is swept per packet: deleting a Map's oldest entries
 * one by one leaves their holes at its front, and walking past them to find the next oldest took a
 * fifth of the server's CPU at 24,000 requests a second.
 */
export class RecentPackets {
  #newer = new Map<string, Entry>();
  #older = new Map<string, Entry>();
  #openedAt = Number.NEGATIVE_INFINITY;

  readonly #keepMs: number;
  readonly #maxKept: number;

  constructor(keepMs = KEEP_MS, maxKept = MAX_KEPT) {
    this.#keepMs = keepMs;
    this.#maxKept = maxKept;
  }

  // the key of a request: its sender, identifier and Request Authenticator
  static keyOf(address: string, port: number, packet: Buffer): string {
    // the identifier, length and authenticator as one latin1 string: cheaper than hex, as unique
    // (a retransmission is the same packet, its length too)
    return `${address}|${port}|${packet.toString("latin1", 1, 20)}`;
  }

  /** undefined: a new request (now noted); else the earlier one, with its answer once given. */
  seen(key: string, now: number): { answer: Buffer | undefined } | undefined {
    const earlier = this.#entry(key);
    if (earlier && now - earlier.at < this.#keepMs) return earlier;
    if (now - this.#openedAt >= this.#keepMs || this.#newer.size >= this.#maxKept / 2) {
      this.#older = this.#newer;
      this.#newer = new Map();
      this.#openedAt = now;
    }
    this.#newer.set(key, { at: now, answer: undefined });
    return undefined;
  }

  forget(key: string): void {
    this.#newer.delete(key);
    this.#older.delete(key);
  }

  answered(key: string, answer: Buffer | undefined): void {
    const entry = this.#entry(key);
    if (entry) entry.answer = answer;
  }

  // how many are remembered (both generations)
  get size(): number {
    return this.#newer.size + this.#older.size;
  }

  #entry(key: string): Entry | undefined {
    return this.#newer.get(key) ?? this.#older.get(key);
  }
}
