/**
 * The zones' gateway keys (GATEWAY_KEYS_FILE, GATEWAY_KEYS): one record every reader shares (the
 * device checks, the zones' verification, the handoff's readiness), read again on every reload
 * (SIGHUP, MANIFESTS_WATCH, the shore's manifests): a new CoovaChilli zone goes live with its UAM
 * secret by copying its folder, adding its key and reloading, without a restart (issue 40).
 */
export class GatewayKeys {
  /** the keys in force: replaced in place, so that whoever holds the record reads the new ones */
  readonly current: Record<string, string>;
  readonly #read: (() => Record<string, string>) | undefined;

  constructor(initial: Record<string, string>, read?: () => Record<string, string>) {
    this.current = { ...initial };
    this.#read = read;
  }

  /** The keys as their source has them now (it throws what it refuses); the ones in force without one. */
  next(): Record<string, string> {
    return this.#read ? this.#read() : this.current;
  }

  swap(next: Record<string, string>): void {
    if (next === this.current) return;
    for (const zoneId of Object.keys(this.current)) delete this.current[zoneId];
    Object.assign(this.current, next);
  }
}
