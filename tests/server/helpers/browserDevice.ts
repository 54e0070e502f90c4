// a passenger's phone against a server the test started as a process: one browser (it keeps the
// cookies the server sets, as the portal's does) for one device in one zone
export class BrowserDevice {
  readonly #cookies = new Map<string, string>();
  // the server's address: a server restarted on another port is the same portal to the phone
  base: string;
  readonly zone: string;
  readonly mac: string;

  constructor(base: string, zone: string, mac: string) {
    this.base = base;
    this.zone = zone;
    this.mac = mac;
  }

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      redirect: "manual",
      headers: {
        "x-zone-public-id": this.zone,
        ...(this.#cookies.size ? { cookie: [...this.#cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (pair && at > 0) this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  /** Activates a voucher as the portal does; the status the server answered. */
  async activate(code: string): Promise<number> {
    const res = await this.call("POST", "/api/v1/voucher/auth", {
      mac: this.mac,
      voucher: code,
      logoutOldest: false,
      termsAccepted: true,
    });
    return res.status;
  }

  /** The access controller lets the device online (the simulator: RADIUS Access-Request, then Start). */
  async goOnline(): Promise<number> {
    const res = await this.call(
      "GET",
      `/auth?mac=${this.mac}&zoneId=${this.zone}&captiveStep=3&retryCount=0`,
    );
    return res.status;
  }
}
