// the access controller's temporary bypass (/tempbypass): a window in which an unauthorised device
// reaches the payment provider and the internet check. Kept in memory, as a gateway keeps it.
export const TEMP_BYPASS_MS = 10 * 60_000;

export class BypassWindows {
  readonly #until = new Map<string, number>();

  open(zoneId: string, mac: string, now: number, ms = TEMP_BYPASS_MS): void {
    this.#until.set(`${zoneId} ${mac}`, now + ms);
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
}
