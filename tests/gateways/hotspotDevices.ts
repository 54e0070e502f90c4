import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { GatewayRadius, RadiusAttribute } from "./gatewayRadius.ts";

/** A device a stand-in hotspot holds: its MAC (what a real one learns from ARP), address, state. */
export interface HotspotDevice {
  token: string;
  mac: string;
  ip: string;
  online: boolean;
  acctSessionId: string;
  startedAt: number;
}

/** How a hotspot reads the data allowance from an Access-Accept's attributes (as its vendor's names). */
export type DataLimitReader = (attributes: Record<string, unknown>) => number | undefined;

// the high word (Gigawords) above the low 32 bits, as both vendors put a 64-bit count together
export const octets = (low: unknown, high: unknown): number | undefined =>
  low === undefined && high === undefined ? undefined : Number(high ?? 0) * 2 ** 32 + Number(low ?? 0);

// RFC 3580's spelling, as both vendors send Calling-Station-Id
export const stationId = (mac: string) => mac.replaceAll(":", "-").toUpperCase();

/**
 * What both stand-ins keep of their devices. All test browsers come from 127.0.0.1, so where a
 * real hotspot knows a device by its MAC, a stand-in knows a browser by a cookie of its own,
 * given at the device's first (captured) request.
 */
export class HotspotDevices {
  readonly #byToken = new Map<string, HotspotDevice>();
  readonly #cookie: string;
  readonly #radius: GatewayRadius;
  readonly #nas: RadiusAttribute[];
  /** accounting Start held back until released (a test sees the portal say Connecting…) */
  holdStart = false;
  readonly #held: HotspotDevice[] = [];
  /** the macs Gangway's Disconnect-Requests named, and the Reply-Messages of refused logins */
  readonly disconnects: string[] = [];
  readonly rejections: string[] = [];
  /** each Access-Accept, with the data allowance the hotspot read from it (bytes; undefined: none) */
  readonly accepted: {
    mac: string;
    userName: string;
    attributes: Record<string, unknown>;
    dataLimit: number | undefined;
  }[] = [];
  readonly #dataLimit: DataLimitReader;

  constructor(cookie: string, radius: GatewayRadius, nas: RadiusAttribute[], dataLimit: DataLimitReader) {
    this.#cookie = cookie;
    this.#radius = radius;
    this.#nas = nas;
    this.#dataLimit = dataLimit;
  }

  add(mac: string): HotspotDevice {
    const device: HotspotDevice = {
      ...{ token: randomBytes(8).toString("hex"), mac, ip: "127.0.0.1", online: false },
      ...{ acctSessionId: randomBytes(4).toString("hex"), startedAt: Date.now() },
    };
    this.#byToken.set(device.token, device);
    return device;
  }

  byToken(token: string): HotspotDevice | undefined {
    return this.#byToken.get(token);
  }

  cookie(device: HotspotDevice): string {
    return `${this.#cookie}=${device.token}; Path=/; HttpOnly; SameSite=Lax`;
  }

  of(request: IncomingMessage): HotspotDevice | undefined {
    const pair = (request.headers.cookie ?? "").split(/;\s*/).find((c) => c.startsWith(`${this.#cookie}=`));
    return pair ? this.#byToken.get(pair.slice(this.#cookie.length + 1)) : undefined;
  }

  byMac(mac: string): HotspotDevice | undefined {
    return [...this.#byToken.values()].find((d) => d.mac === mac);
  }

  /** The attributes every request about the device carries. */
  attributes(device: HotspotDevice): RadiusAttribute[] {
    return [
      ["Calling-Station-Id", stationId(device.mac)],
      ["Framed-IP-Address", device.ip],
      ["NAS-IP-Address", this.#radius.address],
      ["NAS-Port-Type", "Wireless-802.11"],
      ...this.#nas,
    ];
  }

  /** An Access-Request about the device; an Accept lets it online (accounting Start). */
  async login(device: HotspotDevice, credentials: RadiusAttribute[]): Promise<boolean> {
    const answer = await this.#radius.access([...credentials, ...this.attributes(device)]);
    const userName = String(credentials.find(([name]) => name === "User-Name")?.[1] ?? "");
    if (answer.code !== "Access-Accept") {
      this.rejections.push(String(answer.attributes["Reply-Message"] ?? ""));
      return false;
    }
    const dataLimit = this.#dataLimit(answer.attributes);
    this.accepted.push({ mac: device.mac, userName, attributes: answer.attributes, dataLimit });
    device.online = true;
    device.acctSessionId = randomBytes(4).toString("hex");
    device.startedAt = Date.now();
    if (this.holdStart) this.#held.push(device);
    else await this.#account(device, "Start");
    return true;
  }

  /** Sends the accounting Start held back so far. */
  async releaseStart(): Promise<void> {
    this.holdStart = false;
    for (const device of this.#held.splice(0)) await this.#account(device, "Start");
  }

  async logout(device: HotspotDevice, cause: string): Promise<void> {
    if (!device.online) return;
    device.online = false;
    await this.#account(device, "Stop", [["Acct-Terminate-Cause", cause]]);
  }

  /** A Disconnect-Request: every one naming a device is kept; ACKed when the device was online. */
  async disconnect(attributes: Record<string, unknown>): Promise<boolean> {
    const station = attributes["Calling-Station-Id"];
    const session = attributes["Acct-Session-Id"];
    const device = [...this.#byToken.values()].find((d) =>
      session ? d.acctSessionId === session : stationId(d.mac) === station,
    );
    if (!device) return false;
    this.disconnects.push(device.mac);
    if (!device.online) return false;
    await this.logout(device, "Admin-Reset");
    return true;
  }

  #account(device: HotspotDevice, status: string, extra: RadiusAttribute[] = []): Promise<void> {
    return this.#radius.accounting([
      ["User-Name", stationId(device.mac)],
      ["Acct-Status-Type", status],
      ["Acct-Session-Id", device.acctSessionId],
      ["Acct-Session-Time", Math.floor((Date.now() - device.startedAt) / 1000)],
      ...extra,
      ...this.attributes(device),
    ]);
  }
}
