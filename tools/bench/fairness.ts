// Fairness under attack (issues 26 and 33): 300 attacking addresses, IPv4 and IPv6 mixed, flood a
// zone's voucher activation, trials, card store and cruise booking look-ups at once, while honest
// passengers from addresses of their own activate a voucher, start a trial, check out and look up
// their booking, during the attack and after it. Prints the attackers, their rate, what they were
// answered, and the passengers' success rate and p50/p99 in both phases; then the page flood
// (pageFlood.ts). Alone: npm run bench:fairness -- [seconds] [requests per attacker per second]
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { benchClient, paced, percentile } from "./benchClient.ts";
import { cpuPressureMeter } from "./cpuPressure.ts";
import { processCpuSeconds } from "./processCpu.ts";
import { benchMac as mac, passengerAddress } from "./fairnessAddresses.ts";
import { BOOKING, BUYER, CRUISE_ZONE, PMS, STORE_ZONE, ZONE } from "./fairnessZones.ts";
import { portalBuilt, printPageFlood, runPageFlood } from "./pageFlood.ts";
import { spawnFlood } from "./spawnFlood.ts";
import { spawnServer } from "./spawnServer.ts";

export interface KindFigures {
  tried: number;
  succeeded: number;
  p50Ms: number;
  p99Ms: number;
}

export interface PhaseFigures {
  passengers: number;
  succeeded: number;
  successRate: number;
  p50Ms: number;
  p99Ms: number;
  byKind: Record<string, KindFigures>;
}

export interface FairnessResult {
  attackers: number;
  ipv6Attackers: number;
  attackRatePerAttacker: number;
  attackRequests: number;
  attackAnswers: Record<string, number>;
  seconds: number;
  afterSeconds: number;
  during: PhaseFigures;
  after: PhaseFigures;
  // at least 99 % of the honest passengers succeed, during the attack and after it
  goalMet: boolean;
  cpuPressurePercent: number | null;
  // the server's CPU seconds for the whole run: steadier than latencies on a busy machine
  serverCpuSeconds: number | null;
}

export interface FairnessOptions {
  seconds?: number;
  ratePerAttacker?: number;
  attackers?: number;
  // every other attacker (and passenger) is IPv6, all in the ship's /64 (fairnessAddresses.ts)
  ipv6?: boolean;
  // how long the passengers go on once the attack has stopped
  afterSeconds?: number;
}

export const GOAL_RATE = 0.99;

export async function runFairness(options: FairnessOptions = {}): Promise<FairnessResult> {
  const seconds = options.seconds ?? 30;
  const attackers = options.attackers ?? 300;
  const rate = options.ratePerAttacker ?? 4;
  const ipv6 = options.ipv6 ?? true;
  const afterSeconds = options.afterSeconds ?? 30;
  const pressure = cpuPressureMeter();
  const server = await spawnServer(fileURLToPath(new URL("./fairnessServer.ts", import.meta.url)));
  // the passengers' connections: the attackers have their own, in a process of their own
  const cpuAtStart = processCpuSeconds(server.pid);
  const client = benchClient(server.base, 64);
  const post = (who: string, path: string, zone: string, body?: unknown) =>
    client.send({ client: who, method: "POST", path, zone, body });

  // what honest passengers do, each from its own address, each once
  const honest: Record<string, (who: string, n: number) => Promise<boolean>> = {
    voucher: async (who, n) =>
      (
        await post(who, "/api/v1/voucher/auth", ZONE, {
          mac: mac(0x0c, n),
          voucher: "MULTI234",
          logoutOldest: true,
          termsAccepted: true,
        })
      ).status === 200,
    trial: async (who, n) =>
      (await post(who, `/api/v1/open/1/auth/${mac(0x0d, n)}`, ZONE, { termsAccepted: true })).status === 200,
    checkout: async (who) =>
      (
        await post(who, "/api/v1/store/order/checkout/nets", STORE_ZONE, {
          ...BUYER,
          items: [{ id: 11, amount: 1 }],
        })
      ).status === 200,
    cruise: async (who) => {
      const started = await post(who, `${PMS}/validate`, CRUISE_ZONE, BOOKING);
      if (started.status !== 200) return false;
      const { id } = JSON.parse(started.body) as { id: string };
      const polled = await client.send({
        ...{ client: who, method: "GET", path: `${PMS}/validate/poll/${id}`, zone: CRUISE_ZONE },
        cookie: started.cookie,
      });
      return (
        polled.status === 200 && (JSON.parse(polled.body) as { packages?: unknown[] }).packages !== undefined
      );
    },
  };
  const kinds = Object.keys(honest);

  const phases = { during: new Tally(kinds), after: new Tally(kinds) };
  const inFlight: Promise<unknown>[] = [];
  const total = attackers * rate * seconds;
  // one honest passenger of each kind every 200 ms, from the first second to `afterSeconds` after the
  // attackers' last answer (during: while the attackers' process runs)
  let passengerSent = 0;
  let attackEnded: number | undefined;
  const started = performance.now();
  const flood = spawnFlood("./floodAttacks.ts", [server.base, attackers, rate, seconds, ipv6]);
  void flood.finally(() => (attackEnded = performance.now() - started));
  await paced((elapsed) => {
    const passengerDue = Math.floor((elapsed / 200) * kinds.length);
    for (; passengerSent < passengerDue; passengerSent++) {
      const kind = kinds[passengerSent % kinds.length] as string;
      const tally = attackEnded === undefined ? phases.during : phases.after;
      const t0 = performance.now();
      const run = honest[kind] as (who: string, n: number) => Promise<boolean>;
      inFlight.push(
        run(passengerAddress(passengerSent, ipv6), passengerSent)
          .catch(() => false)
          .then((ok) => tally.add(kind, ok, performance.now() - t0)),
      );
    }
    return attackEnded !== undefined && elapsed >= attackEnded + afterSeconds * 1000;
  });
  await Promise.all(inFlight);
  const attackAnswers = await flood;
  const cpuAtEnd = processCpuSeconds(server.pid);
  client.close();
  await server.stop();

  const during = phases.during.figures();
  const after = phases.after.figures();
  return {
    ...{ attackers, ipv6Attackers: ipv6 ? Math.floor(attackers / 2) : 0, attackRatePerAttacker: rate },
    ...{ attackRequests: total, attackAnswers, seconds, afterSeconds, during, after },
    goalMet: during.successRate >= GOAL_RATE && after.successRate >= GOAL_RATE,
    cpuPressurePercent: pressure(),
    serverCpuSeconds:
      cpuAtStart === undefined || cpuAtEnd === undefined
        ? null
        : Math.round((cpuAtEnd - cpuAtStart) * 10) / 10,
  };
}

function count(tally: Record<string, number>, key: string) {
  tally[key] = (tally[key] ?? 0) + 1;
}

// the honest passengers of one phase: who tried, who succeeded, how long each took
class Tally {
  readonly #kinds: string[];
  readonly #times: Record<string, number[]> = {};
  readonly #ok: Record<string, number> = {};

  constructor(kinds: string[]) {
    this.#kinds = kinds;
  }

  add(kind: string, ok: boolean, ms: number) {
    this.#times[kind] ??= [];
    this.#times[kind].push(ms);
    if (ok) count(this.#ok, kind);
  }

  figures(): PhaseFigures {
    const all = Object.values(this.#times).flat();
    const succeeded = Object.values(this.#ok).reduce((s, n) => s + n, 0);
    const byKind = Object.fromEntries(
      this.#kinds.map((k) => {
        const times = this.#times[k] ?? [];
        const ok = this.#ok[k] ?? 0;
        return [
          k,
          { tried: times.length, succeeded: ok, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) },
        ];
      }),
    );
    const passengers = all.length;
    const successRate = passengers ? succeeded / passengers : 1;
    return {
      passengers,
      succeeded,
      successRate,
      p50Ms: percentile(all, 50),
      p99Ms: percentile(all, 99),
      byKind,
    };
  }
}

function printPhase(name: string, p: PhaseFigures) {
  for (const [kind, k] of Object.entries(p.byKind))
    console.log(
      `  ${name} ${kind.padEnd(8)} ${k.succeeded}/${k.tried} succeeded, p50 ${k.p50Ms} ms, p99 ${k.p99Ms} ms`,
    );
  console.log(
    `  ${name} all      ${(p.successRate * 100).toFixed(1)} % of ${p.passengers} succeeded, p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms`,
  );
}

export function printFairness(r: FairnessResult): void {
  const v4 = r.attackers - r.ipv6Attackers;
  console.log(
    `\nfairness: ${r.attackers} attacking addresses (${v4} IPv4, ${r.ipv6Attackers} IPv6 of one /64) at ${r.attackRatePerAttacker}/s each (${r.attackers * r.attackRatePerAttacker}/s, ${r.attackRequests} requests in ${r.seconds} s: voucher guesses, trials for strangers' macs, unknown items, wrong bookings), then ${r.afterSeconds} s without them`,
  );
  console.log(
    `  attackers answered: ${Object.entries(r.attackAnswers)
      .map(([status, n]) => `${status} ×${n}`)
      .join(", ")}`,
  );
  printPhase("during", r.during);
  printPhase("after ", r.after);
  console.log(
    `  goal: ≥ ${GOAL_RATE * 100} % of the honest passengers during and after ${r.goalMet ? "✓" : "✗"} (server CPU ${r.serverCpuSeconds ?? "?"} s, CPU pressure ${r.cpuPressurePercent ?? "?"} %)`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [seconds, rate] = process.argv.slice(2).map(Number);
  printFairness(await runFairness({ seconds: seconds || undefined, ratePerAttacker: rate || undefined }));
  // the page flood draws pages: it needs the built portal and its server-render entry
  if (!portalBuilt()) spawnSync("npm run --silent build:portal", { stdio: "inherit", shell: true });
  printPageFlood(await runPageFlood());
}
