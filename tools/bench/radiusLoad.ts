// A RADIUS load generator for loopback: the same packets, the same pacing and the same clock for
// every server it measures, so that their figures compare. It builds its packets with the `radius`
// package the server's codec is built on (a tool may not import the server's insides).
import { createSocket } from "node:dgram";
import radius from "radius";

export type RadiusAttribute = [name: string, value: string | number];

export interface RadiusLoadOptions {
  address: string;
  port: number;
  secret: string;
  code: "Access-Request" | "Accounting-Request";
  // the attributes of the i-th request (each request is a new packet: no server takes it for a
  // retransmission)
  attributes(i: number): RadiusAttribute[];
  // at most this many requests, sent for at most this long
  requests: number;
  maxSeconds: number;
  // requests waiting for their answer at once (at most 255: one identifier each)
  inFlight: number;
  // an unanswered request counts as lost after this
  timeoutMs?: number;
}

export interface RadiusLoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  answered: number;
  lost: number;
  // answers by code: Access-Accept, Access-Reject, Accounting-Response
  codes: Record<string, number>;
  seconds: number;
  // the load generator's own CPU per answer (this process: it does nothing else meanwhile), to
  // tell a server that waits on it from one that makes it wait
  clientCpuUsPerAnswer: number;
  // answers the generator handles per turn of its event loop: near 1 when the server answers
  // each request as it comes (both sides work at once), near `inFlight` when it answers in bursts
  // (each side waits while the other works)
  answersPerClientTurn: number;
}

const CODES: Record<number, string> = {
  2: "Access-Accept",
  3: "Access-Reject",
  5: "Accounting-Response",
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
const round2 = (x: number) => Math.round(x * 100) / 100;

function encode(o: RadiusLoadOptions, identifier: number, i: number): Buffer {
  return radius.encode({
    code: o.code,
    identifier,
    secret: o.secret,
    attributes: o.attributes(i),
    // Access-Requests are signed (RFC 3579), as both servers demand; an accounting request's
    // authenticator is its signature already
    add_message_authenticator: o.code === "Access-Request",
  });
}

/**
 * Sends `requests` requests from one loopback socket, `inFlight` at a time, each next one as soon
 * as an answer frees its identifier, and times every answer. Answers are matched by identifier
 * only: on loopback, to a server that answers each request once, that is enough.
 */
export function radiusLoad(o: RadiusLoadOptions): Promise<RadiusLoadFigures> {
  const timeoutMs = o.timeoutMs ?? 2000;
  const socket = createSocket("udp4");
  const free = Array.from({ length: Math.min(255, o.inFlight) }, (_, id) => id);
  const pending = new Map<number, { sentAt: number; timer: NodeJS.Timeout }>();
  const latencies: number[] = [];
  const codes: Record<string, number> = {};
  let sent = 0;
  let lost = 0;
  let turns = 0;
  let inTurn = false;
  const endTurn = () => {
    inTurn = false;
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + o.maxSeconds * 1000;

  return new Promise((resolve, reject) => {
    const finish = () => {
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      socket.close();
      latencies.sort((a, b) => a - b);
      resolve({
        requestsPerSecond: Math.round(latencies.length / seconds),
        p50Ms: round2(percentile(latencies, 0.5)),
        p99Ms: round2(percentile(latencies, 0.99)),
        answered: latencies.length,
        lost,
        codes,
        seconds: round2(seconds),
        clientCpuUsPerAnswer: latencies.length ? round2((cpu.user + cpu.system) / latencies.length) : 0,
        answersPerClientTurn: turns ? round2(latencies.length / turns) : 0,
      });
    };
    const next = () => {
      while (free.length > 0 && sent < o.requests && performance.now() < deadline) {
        const id = free.shift() as number;
        const packet = encode(o, id, sent++);
        // a lost request's identifier is not used again: a late answer cannot pass for another's
        const timer = setTimeout(() => {
          pending.delete(id);
          lost++;
          next();
        }, timeoutMs);
        pending.set(id, { sentAt: performance.now(), timer });
        socket.send(packet, o.port, o.address);
      }
      if (pending.size === 0) finish();
    };
    socket.on("message", (message) => {
      const id = message.readUInt8(1);
      const request = pending.get(id);
      if (!request) return;
      if (!inTurn) {
        inTurn = true;
        turns++;
        setImmediate(endTurn);
      }
      latencies.push(performance.now() - request.sentAt);
      clearTimeout(request.timer);
      pending.delete(id);
      const code = CODES[message.readUInt8(0)] ?? `code ${message.readUInt8(0)}`;
      codes[code] = (codes[code] ?? 0) + 1;
      free.push(id);
      next();
    });
    socket.once("error", reject);
    socket.bind(0, "127.0.0.1", next);
  });
}
