// the access controller's temporary bypass (/tempbypass): a window in which an unauthorised device
// reaches the payment provider and the internet check. Kept in memory, as a gateway keeps it.
export const TEMP_BYPASS_MS = 10 * 60_000;
// any mac may ask for a window (a gateway would know only its own devices): ended windows are swept
// by the maintenance round, and a flood within one window meets this ceiling, oldest out first
export const MAX_BYPASS_WINDOWS = 100_000;

export class BypassWindows {
  readonly #until = new Map<string, number>();
  readonly #max: number;

  constructor(max = MAX_BYPASS_WINDOWS) {
    this.#max = max;
  }

  open(zoneId: string, mac: string, now: number, ms = TEMP_BYPASS_MS): void {
    const key = `${zoneId} ${mac}`;
    // re-inserted, so the Map's order stays the order windows were opened in
    this.#until.delete(key);
    this.#until.set(key, now + ms);
    for (const oldest of this.#until.keys()) {
      if (this.#until.size <= this.#max) break;
      this.#until.delete(oldest);
    }
  }

  close(zoneId: string, mac: string): void {
    this.#until.delete(`${zoneId} ${mac}`);
  }

  isOpen(zoneId: string, mac: string, now: number): boolean {
    const key = `${zoneId} ${mac}`;
    const until = this.#until.get(key);
    if (until !== undefined && now >= until) this.#until.delete(key);
    return until !== undefined && now < until;
  }

  // forgets every window that has ended (the maintenance round)
  prune(now: number): void {
    for (const [key, until] of this.#until) if (now >= until) this.#until.delete(key);
  }

  get size(): number {
    return this.#until.size;
  }
}
