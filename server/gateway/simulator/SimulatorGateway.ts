import { randomBytes } from "node:crypto";
import { createSocket, type RemoteInfo, type Socket } from "node:dgram";
import { isIPv4 } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { text } from "../../access/GatewayDevice.ts";
import type { Attribute } from "../aaa/Attribute.ts";
import { decodeRequest, encodeResponse } from "../radius/radiusCodec.ts";
import type { RadiusRequester } from "../radius/RadiusRequester.ts";

// a device the simulated gateway has let online: its accounting session and counters so far
interface Online {
  zoneId: string;
  mac: string;
  acctSessionId: string;
  startedAt: number;
  octets: number;
  downBps: number;
  // the Accept's Acct-Interim-Interval, as a real gateway keeps it per session; when the next is due
  interimMs: number;
  dueAt: number;
  reportedAt: number;
}

export interface SimulatorOptions {
  secret: string;
  // the RADIUS server it asks (Gangway's own)
  server: () => { address: string; authPort: number; acctPort: number };
  requester: RadiusRequester;
  now: () => number;
  log: FastifyBaseLogger;
}

// the spelling gateways put in Calling-Station-Id (RFC 3580)
const stationId = (mac: string) => mac.replaceAll(":", "-").toUpperCase();
// a device online uses about 2% of its speed limit (20 Mbit/s when unlimited)
const DEFAULT_DOWN_BPS = 20_000_000;
// RFC 2869's Acct-Interim-Interval when an Accept names none (and for devices adopted at start)
const DEFAULT_INTERIM_MS = 60_000;
// how long the interim loop sleeps at most: a device that connects meanwhile waits no longer
const MAX_SLEEP_MS = 1000;

/**
 * The access-controller simulator as a gateway like any other: it asks Gangway's RADIUS server
 * whether a device may go online (MAC authentication, NAS-Identifier the zone id), reports Start,
 * interim use and Stop, and obeys Disconnect-Requests on its own UDP port. So the demo runs the
 * production path end to end.
 */
export class SimulatorGateway {
  readonly #o: SimulatorOptions;
  readonly #online = new Map<string, Online>();
  #socket: Socket | undefined;
  // set by startInterims: every session's interval, instead of its Accept's (tests and demos)
  #interimOverrideMs: number | undefined;
  // where Gangway's Disconnect-Requests reach it (0 until it listens)
  port = 0;

  constructor(o: SimulatorOptions) {
    this.#o = o;
  }

  // where Gangway's Disconnect-Requests reach it
  async listen(address: string): Promise<number> {
    const socket = createSocket(address.includes(":") ? "udp6" : "udp4");
    await new Promise<void>((resolve) => socket.bind(0, address, resolve));
    socket.on("message", (packet, from) => void this.#disconnectRequest(socket, packet, from));
    socket.on("error", (err) => this.#o.log.warn({ err }, "simulator's disconnect socket"));
    this.#socket = socket;
    this.port = socket.address().port;
    return this.port;
  }

  #device(zoneId: string, mac: string, address?: string): Attribute[] {
    return [
      ["User-Name", stationId(mac)],
      ["Calling-Station-Id", stationId(mac)],
      ["NAS-Identifier", zoneId],
      // a gateway says which address the device has; the simulator knows it from /auth (IPv4 only:
      // Framed-IP-Address is an IPv4 attribute)
      ...(address && isIPv4(address) ? [["Framed-IP-Address", address] as Attribute] : []),
    ];
  }

  async #account(status: string, device: Online): Promise<void> {
    const server = this.#o.server();
    const seconds = Math.floor((this.#o.now() - device.startedAt) / 1000);
    const answer = await this.#o.requester.send(
      { address: server.address, port: server.acctPort, secret: this.#o.secret },
      "Accounting-Request",
      [
        ...this.#device(device.zoneId, device.mac),
        ["Acct-Status-Type", status],
        ["Acct-Session-Id", device.acctSessionId],
        ["Acct-Session-Time", seconds],
        // what the device received counts as output from the gateway's side; a tenth of it sent
        ["Acct-Output-Octets", device.octets % 2 ** 32],
        ["Acct-Output-Gigawords", Math.floor(device.octets / 2 ** 32)],
        ["Acct-Input-Octets", Math.floor(device.octets / 10) % 2 ** 32],
        ["Acct-Input-Gigawords", Math.floor(device.octets / 10 / 2 ** 32)],
      ],
    );
    if (answer !== "Accounting-Response")
      this.#o.log.warn({ status, answer }, "simulator's accounting unanswered");
  }

  /** /auth: an Access-Request; on Accept the device is online and accounting starts. */
  async connect(zoneId: string, mac: string, address?: string): Promise<boolean> {
    const server = this.#o.server();
    const key = `${zoneId}|${mac}`;
    const answer = await this.#o.requester.sendFull(
      { address: server.address, port: server.authPort, secret: this.#o.secret },
      "Access-Request",
      [...this.#device(zoneId, mac, address), ["User-Password", stationId(mac)]],
    );
    if (answer?.code !== "Access-Accept") return false;
    const previous = this.#online.get(key);
    if (previous) await this.#account("Stop", previous);
    const interim = Number(text(answer.attributes, "Acct-Interim-Interval"));
    const device: Online = {
      ...{ zoneId, mac, acctSessionId: randomBytes(8).toString("hex"), octets: 0 },
      downBps: Number(text(answer.attributes, "WISPr-Bandwidth-Max-Down") ?? DEFAULT_DOWN_BPS),
      ...this.#schedule(interim > 0 ? interim * 1000 : undefined),
    };
    this.#online.set(key, device);
    await this.#account("Start", device);
    return true;
  }

  /**
   * At start: the devices the database says are online at the controller (the demo's, or those
   * online before a restart) are this gateway's, as a gateway that kept them through Gangway's
   * restart: it reports them anew, and its usage tick counts them.
   */
  async adopt(devices: { zoneId: string; mac: string; downBps: number | null }[]): Promise<void> {
    for (const d of devices) {
      const device: Online = {
        ...{ zoneId: d.zoneId, mac: d.mac, acctSessionId: randomBytes(8).toString("hex") },
        ...{ octets: 0, downBps: d.downBps ?? DEFAULT_DOWN_BPS },
        ...this.#schedule(undefined),
      };
      this.#online.set(`${d.zoneId}|${d.mac}`, device);
      await this.#account("Start", device);
    }
  }

  /** /logout, or a Disconnect-Request: accounting stops and the device is offline. */
  async logout(zoneId: string, mac: string): Promise<boolean> {
    const key = `${zoneId}|${mac}`;
    const device = this.#online.get(key);
    if (!device) return false;
    this.#online.delete(key);
    await this.#account("Stop", device);
    return true;
  }

  // a new session's clock: its interval (the Accept's, unless overridden) and its first interim
  #schedule(acceptedMs: number | undefined) {
    const now = this.#o.now();
    const interimMs = this.#interimOverrideMs ?? acceptedMs ?? DEFAULT_INTERIM_MS;
    return { startedAt: now, reportedAt: now, interimMs, dueAt: now + interimMs };
  }

  /** One round: every device whose interim is due used a little since its last, and says so. */
  async reportDue(): Promise<number> {
    const now = this.#o.now();
    let next = now + MAX_SLEEP_MS;
    for (const device of [...this.#online.values()]) {
      if (device.dueAt <= now) {
        device.octets += Math.round((device.downBps / 8) * ((now - device.reportedAt) / 1000) * 0.02);
        device.reportedAt = now;
        device.dueAt = now + device.interimMs;
        await this.#account("Interim-Update", device);
      }
      next = Math.min(next, device.dueAt);
    }
    return next;
  }

  /**
   * Interim updates as a gateway sends them: each session on its own interval, from its Accept's
   * Acct-Interim-Interval (60 s when none) or `overrideMs`. A round starts only when the last has
   * ended, so a slow server is never sent a second burst on top of the first.
   */
  startInterims(onError: (err: unknown) => void, overrideMs?: number): () => void {
    this.#interimOverrideMs = overrideMs;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const round = () => {
      this.reportDue()
        .catch((err: unknown) => {
          onError(err);
          return this.#o.now() + MAX_SLEEP_MS;
        })
        .then((next) => {
          if (stopped) return;
          timer = setTimeout(round, Math.max(0, next - this.#o.now()));
          timer.unref();
        });
    };
    round();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  async #disconnectRequest(socket: Socket, packet: Buffer, from: RemoteInfo): Promise<void> {
    try {
      const request = decodeRequest(packet, this.#o.secret);
      if (request.code !== "Disconnect-Request") return;
      // RFC 5176 names the session by Acct-Session-Id, or the device by Calling-Station-Id
      const session = text(request.attributes, "Acct-Session-Id");
      const station = text(request.attributes, "Calling-Station-Id");
      const device = [...this.#online.values()].find((d) =>
        session ? d.acctSessionId === session : stationId(d.mac) === station,
      );
      if (device) await this.logout(device.zoneId, device.mac);
      // RFC 5176: 503 Session Context Not Found
      const reply = device
        ? encodeResponse(request, "Disconnect-ACK", [], this.#o.secret)
        : encodeResponse(request, "Disconnect-NAK", [["Error-Cause", 503]], this.#o.secret);
      socket.send(reply, from.port, from.address);
    } catch (err) {
      this.#o.log.warn({ err }, "simulator dropped a packet");
    }
  }

  close(): void {
    this.#socket?.close();
    this.#socket = undefined;
  }
}
