// Open arrivals: devices come aboard at their own times (a Poisson process at a given rate, from a
// fixed seed), whether or not the server has answered the ones before, and each sends its six
// calls one after the other on a connection of its own, as a phone does. A server that falls
// behind meets more devices at once, as at a real gangway; a closed loop (surge.ts with
// autocannon) instead holds a fixed number in flight, so its latency is mostly its own queue.
import http from "node:http";
import { browserCookie, macOf, SURGE_STEPS } from "./surgeSteps.ts";

export interface ArrivalsOptions {
  devices: number;
  // devices arriving per second, on average
  perSecond: number;
  firstDevice: number;
  // no device starts after this long
  timeLimitMs: number;
  headers: Record<string, string>;
}

export interface ArrivalsResult {
  requests: number;
  // every answered call's time, from sending to its last byte
  latenciesMs: number[];
  // the same by step (settings, session, opens, availability, trial, /auth): where a tail lives
  stepLatenciesMs: number[][];
  errors: number;
  firstErrors: string[];
  completedDevices: number;
  // the most devices that were between their first call and their last at one time
  peakInFlight: number;
}

// a call that takes this long counts as an error, as autocannon's timeout does in the closed loop
const CALL_TIMEOUT_MS = 10_000;

// mulberry32: the same arrival times in every run
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function call(
  base: URL,
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, method, path, headers, agent, timeout: CALL_TIMEOUT_MS },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    request.end(body);
  });
}

/** Brings `devices` aboard at `perSecond` on average against `base`; resolves when all are through. */
export async function driveArrivals(base: string, o: ArrivalsOptions): Promise<ArrivalsResult> {
  const url = new URL(base);
  const random = seeded(44);
  const result: ArrivalsResult = {
    requests: 0,
    latenciesMs: [],
    stepLatenciesMs: SURGE_STEPS.map(() => []),
    errors: 0,
    firstErrors: [],
    completedDevices: 0,
    peakInFlight: 0,
  };
  let inFlight = 0;
  const failed = (what: string) => {
    result.errors++;
    if (result.firstErrors.length < 5) result.firstErrors.push(what);
  };
  const board = async (n: number) => {
    const mac = macOf(n);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let cookie: string | undefined;
    inFlight++;
    result.peakInFlight = Math.max(result.peakInFlight, inFlight);
    try {
      for (const [i, step] of SURGE_STEPS.entries()) {
        const headers: Record<string, string> = { ...o.headers };
        if (step.body) headers["content-type"] = "application/json";
        if (cookie) headers.cookie = cookie;
        const sent = performance.now();
        const answer = await call(url, agent, step.method, step.path(mac), headers, step.body).catch(
          (error: Error) => error,
        );
        if (answer instanceof Error) return failed(`${step.method} ${step.path(mac)}: ${answer.message}`);
        result.requests++;
        const ms = performance.now() - sent;
        result.latenciesMs.push(ms);
        result.stepLatenciesMs[i]?.push(ms);
        cookie ??= browserCookie(answer.headers);
        if (!step.check(answer.status, answer.body, answer.headers))
          return failed(`${step.method} ${step.path(mac)}: ${answer.status}`);
      }
      result.completedDevices++;
    } finally {
      inFlight--;
      agent.destroy();
    }
  };
  const t0 = performance.now();
  const boarding: Promise<void>[] = [];
  let due = 0;
  for (let i = 0; i < o.devices; i++) {
    // exponential gaps: arrivals bunch and thin out as people do
    due += (-Math.log(1 - random()) / o.perSecond) * 1000;
    if (due > o.timeLimitMs) break;
    const wait = t0 + due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    boarding.push(board(o.firstDevice + i));
  }
  await Promise.all(boarding);
  return result;
}
