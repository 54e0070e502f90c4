// The surge's closed loop (tools/bench/surge.ts): a fixed number of devices in flight, each on
// one keep-alive connection, driven by autocannon so the load generator is not the bottleneck
import autocannon from "autocannon";
import type { SurgeLoad } from "./SurgeLoad.ts";
import { browserCookie, macOf, SURGE_STEPS, SURGE_ZONE } from "./surgeSteps.ts";

const CALLS = SURGE_STEPS.length;
const STEPS = SURGE_STEPS;
const ZONE = SURGE_ZONE;

interface Device {
  mac: string;
  // the browser id its first answer gave (gw_browser), sent back as a browser does
  cookie?: string;
}

// autocannon with `concurrency` devices in flight, a new one as soon as one is through
export async function closedLoop(
  base: string,
  devices: number,
  concurrency: number,
  timeLimitMs: number,
  firstDevice: number,
): Promise<SurgeLoad> {
  let started = firstDevice;
  let completedDevices = 0;
  let errors = 0;
  const firstErrors: string[] = [];
  const failed = (step: number, mac: string, status: number) => {
    errors++;
    if (firstErrors.length < 5)
      firstErrors.push(`${STEPS[step]?.method} ${STEPS[step]?.path(mac)}: ${status}`);
  };
  const requests = STEPS.map((step, i) => ({
    method: step.method,
    headers: { "x-zone-public-id": ZONE, ...(step.body ? { "content-type": "application/json" } : {}) },
    ...(step.body ? { body: step.body } : {}),
    // the first call of a sequence brings a new device aboard
    setupRequest: (request: { path: string; headers?: Record<string, string> }, context: Device) => {
      if (i === 0) {
        context.mac = macOf(started++);
        context.cookie = undefined;
      }
      request.path = step.path(context.mac);
      if (context.cookie) request.headers = { ...request.headers, cookie: context.cookie };
      return request;
    },
    onResponse: (
      status: number,
      body: string,
      context: Device,
      headers: Record<string, string | string[]>,
    ) => {
      context.cookie ??= browserCookie(headers);
      if (!step.check(status, body, headers ?? {})) failed(i, context.mac, status);
      else if (i === CALLS - 1) completedDevices++;
    },
  }));
  const run = autocannon({
    url: base,
    connections: concurrency,
    amount: devices * CALLS,
    requests,
    timeout: 10,
  });
  const stop = setTimeout(() => run.stop(), timeLimitMs);
  const result = await run;
  clearTimeout(stop);
  return {
    requests: result.requests.total,
    errors: errors + result.errors + result.timeouts,
    firstErrors,
    completedDevices,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    peakInFlight: concurrency,
  };
}
