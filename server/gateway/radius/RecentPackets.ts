// RFC 5080 section 2.2.2: a client resends a request it got no answer to, unchanged; the server
// answers a duplicate with the answer it gave, or ignores it while the first is still being decided
const KEEP_MS = 30_000;
const MAX_KEPT = 50_000;

export class RecentPackets {
  readonly #seen = new Map<string, { at: number; answer: Buffer | undefined }>();

  // the key of a request: its sender, identifier and Request Authenticator
  static keyOf(address: string, port: number, packet: Buffer): string {
    // the identifier, length and authenticator as one latin1 string: cheaper than hex, as unique
    // (a retransmission is the same packet, its length too)
    return `${address}|${port}|${packet.toString("latin1", 1, 20)}`;
  }

  /** undefined: a new request (now noted); else the earlier one, with its answer once given. */
  seen(key: string, now: number): { answer: Buffer | undefined } | undefined {
    const earlier = this.#seen.get(key);
    if (earlier && now - earlier.at < KEEP_MS) return earlier;
    this.#forgetOld(now);
    this.#seen.set(key, { at: now, answer: undefined });
    return undefined;
  }

  forget(key: string): void {
    this.#seen.delete(key);
  }

  answered(key: string, answer: Buffer | undefined): void {
    const entry = this.#seen.get(key);
    if (entry) entry.answer = answer;
  }

  // bounded: the oldest go first (a Map keeps insertion order)
  #forgetOld(now: number): void {
    for (const [key, entry] of this.#seen) {
      if (now - entry.at < KEEP_MS && this.#seen.size < MAX_KEPT) break;
      this.#seen.delete(key);
    }
  }
}
