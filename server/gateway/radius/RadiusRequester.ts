import { createSocket, type Socket } from "node:dgram";
import { isIP } from "node:net";
import type { Attribute } from "../aaa/Attribute.ts";
import { decodeResponse, encodeRequest, isResponseTo } from "./radiusCodec.ts";
import type { ThreadCpuMeter } from "./ThreadCpuMeter.ts";

export interface RadiusTarget {
  address: string;
  port: number;
  secret: string;
}

// RFC 5080: a retransmission is the same packet; the waits double, and three tries is the bound
export const RETRY_WAITS_MS = [1000, 2000, 4000];

/**
 * Sends RADIUS requests from one UDP socket per address family and matches each answer to its
 * request (source, identifier, and the secret's signature). A request is retransmitted as it was
 * after each wait without an answer; undefined after the last.
 */
export class RadiusRequester {
  readonly #sockets = new Map<4 | 6, Socket>();
  readonly #waiting = new Map<string, (response: Buffer) => void>();
  #identifier = Math.floor(Math.random() * 256);
  // counts the CPU its packets take (the simulator's own requester: gateway.ts)
  readonly #time: <T>(work: () => T) => T;

  constructor(cpu?: ThreadCpuMeter) {
    this.#time = cpu ? (work) => cpu.time(work) : (work) => work();
  }

  #socket(family: 4 | 6): Socket {
    let socket = this.#sockets.get(family);
    if (!socket) {
      socket = createSocket(family === 6 ? "udp6" : "udp4");
      socket.on("message", (message, from) =>
        this.#time(() => {
          const key = `${from.address}|${from.port}|${message.readUInt8(1)}`;
          this.#waiting.get(key)?.(message);
        }),
      );
      // an ICMP "port unreachable" and the like: the retransmission and its bound handle it
      socket.on("error", () => {});
      socket.unref();
      this.#sockets.set(family, socket);
    }
    return socket;
  }

  /** The answer's code (Disconnect-ACK, Access-Accept…); undefined when none came. */
  async send(target: RadiusTarget, code: string, attributes: Attribute[], waits = RETRY_WAITS_MS) {
    return (await this.sendFull(target, code, attributes, waits))?.code;
  }

  /** The answer, decoded; undefined when none came. */
  async sendFull(
    target: RadiusTarget,
    code: string,
    attributes: Attribute[],
    waits: number[] = RETRY_WAITS_MS,
  ): Promise<{ code: string; attributes: Record<string, unknown> } | undefined> {
    const identifier = this.#identifier++ % 256;
    const packet = this.#time(() => encodeRequest(code, identifier, attributes, target.secret));
    const socket = this.#socket(isIP(target.address) === 6 ? 6 : 4);
    const key = `${target.address}|${target.port}|${identifier}`;
    try {
      for (const wait of waits) {
        const answer = new Promise<Buffer | undefined>((resolve) => {
          const timer = setTimeout(() => resolve(undefined), wait);
          timer.unref();
          this.#waiting.set(key, (response) => {
            if (!isResponseTo(packet, response, target.secret)) return;
            clearTimeout(timer);
            resolve(response);
          });
        });
        this.#time(() => socket.send(packet, target.port, target.address));
        const response = await answer;
        if (response) return this.#time(() => decodeResponse(response));
      }
      return undefined;
    } finally {
      this.#waiting.delete(key);
    }
  }

  close(): void {
    for (const socket of this.#sockets.values()) socket.close();
    this.#sockets.clear();
  }
}
