// Fairness under attack (issue 26): 100 attacking addresses flood a zone's voucher activation,
// trials, card store and cruise booking look-ups at once, while honest passengers from addresses
// of their own activate a voucher, start a trial, check out and look up their booking. Prints the
// attackers, their rate, what they were answered, and the passengers' success rate and p50/p99.
// Alone: npm run bench:fairness -- [seconds] [requests per attacker per second]
import { Agent, request } from "node:http";
import { fileURLToPath } from "node:url";
import { spawnServer } from "./spawnServer.ts";

export interface FairnessResult {
  attackers: number;
  attackRatePerAttacker: number;
  attackRequests: number;
  attackAnswers: Record<string, number>;
  seconds: number;
  passengers: number;
  honestByKind: Record<string, { tried: number; succeeded: number; p50Ms: number; p99Ms: number }>;
  honestSuccessRate: number;
  honestP50Ms: number;
  honestP99Ms: number;
  goalMet: boolean;
}

const ZONE = "gn-premium-demo";
const STORE_ZONE = "jw-swift-demo";
const CRUISE_ZONE = "md-stella-demo";
const PMS = "/api/v1/store/celestyal/pms";
const BOOKING = {
  lastname: "Lindqvist",
  personalKey: "MRD-4711",
  email: "anna.lindqvist@example.org",
  dateOfBirth: "1984-03-12",
};
const mac = (prefix: number, n: number) =>
  `${prefix.toString(16).padStart(2, "0")}:${[(n >> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255, 1]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join(":")}`;
const attackerAddress = (n: number) => `10.66.${n >> 8}.${n & 255}`;
const passengerAddress = (n: number) => `10.20.${(n >> 8) & 255}.${(n & 255) + 1}`;

interface Answer {
  status: number;
  body: string;
  cookie?: string;
}

export async function runFairness(
  options: { seconds?: number; ratePerAttacker?: number; attackers?: number } = {},
): Promise<FairnessResult> {
  const seconds = options.seconds ?? 20;
  const attackers = options.attackers ?? 100;
  const rate = options.ratePerAttacker ?? 4;
  const server = await spawnServer(fileURLToPath(new URL("./fairnessServer.ts", import.meta.url)));
  // keep-alive connections to the server, as the TLS proxy in front keeps them
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const { port } = new URL(server.base);
  const send = (
    client: string,
    method: "GET" | "POST",
    path: string,
    zone: string,
    body?: unknown,
    cookie?: string,
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          ...{ host: "127.0.0.1", port, method, path, agent },
          headers: {
            "x-forwarded-for": client,
            "x-forwarded-proto": "https",
            "x-zone-public-id": zone,
            ...(payload ? { "content-type": "application/json" } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => {
            const line = (res.headers["set-cookie"] ?? []).find((c) => c.startsWith("gw_browser="));
            resolve({ status: res.statusCode ?? 0, body: text, cookie: line?.split(";")[0] });
          });
        },
      );
      req.on("error", reject);
      req.end(payload);
    });

  // what each attack sends: a wrong code, a trial for a mac nobody owns, an item not on sale, a
  // booking that is nobody's (each attacker cycles through the four)
  const attacks = [
    (a: number, i: number) =>
      send(attackerAddress(a), "POST", "/api/v1/voucher/auth", ZONE, {
        mac: mac(0x0a, a * 1e5 + i),
        voucher: `G${i}`,
      }),
    (a: number, i: number) =>
      send(attackerAddress(a), "POST", `/api/v1/open/1/auth/${mac(0x0b, a * 1e5 + i)}`, ZONE),
    (a: number) =>
      send(attackerAddress(a), "POST", "/api/v1/store/order/checkout/nets", STORE_ZONE, [
        { id: 99_999, amount: 1 },
      ]),
    (a: number, i: number) =>
      send(attackerAddress(a), "POST", `${PMS}/validate`, CRUISE_ZONE, {
        ...BOOKING,
        personalKey: `WRONG-${a}-${i}`,
      }),
  ];
  // what honest passengers do, each from its own address, each once
  const honest: Record<string, (n: number) => Promise<boolean>> = {
    voucher: async (n) =>
      (
        await send(passengerAddress(n), "POST", "/api/v1/voucher/auth", ZONE, {
          mac: mac(0x0c, n),
          voucher: "MULTI234",
          logoutOldest: true,
        })
      ).status === 200,
    trial: async (n) =>
      (await send(passengerAddress(n), "POST", `/api/v1/open/1/auth/${mac(0x0d, n)}`, ZONE)).status === 200,
    checkout: async (n) =>
      (
        await send(passengerAddress(n), "POST", "/api/v1/store/order/checkout/nets", STORE_ZONE, [
          { id: 11, amount: 1 },
        ])
      ).status === 200,
    cruise: async (n) => {
      const started = await send(passengerAddress(n), "POST", `${PMS}/validate`, CRUISE_ZONE, BOOKING);
      if (started.status !== 200) return false;
      const { id } = JSON.parse(started.body) as { id: string };
      const polled = await send(
        passengerAddress(n),
        "GET",
        `${PMS}/validate/poll/${id}`,
        CRUISE_ZONE,
        undefined,
        started.cookie,
      );
      return (
        polled.status === 200 && (JSON.parse(polled.body) as { packages?: unknown[] }).packages !== undefined
      );
    },
  };

  const attackAnswers: Record<string, number> = {};
  const honestTimes: Record<string, number[]> = {};
  const honestTried: Record<string, number> = {};
  const honestOk: Record<string, number> = {};
  const inFlight: Promise<unknown>[] = [];
  const count = (tally: Record<string, number>, key: string) => {
    tally[key] = (tally[key] ?? 0) + 1;
  };
  const timed = (kind: string, ms: number) => {
    honestTimes[kind] ??= [];
    honestTimes[kind].push(ms);
  };
  const start = performance.now();
  const total = attackers * rate * seconds;
  const kinds = Object.keys(honest);
  // one honest passenger of each kind every 200 ms, from the first second to the last
  const passengers = Math.floor(seconds * 5) * kinds.length;
  let attackSent = 0;
  let passengerSent = 0;
  while (attackSent < total || passengerSent < passengers) {
    const elapsed = performance.now() - start;
    const attackDue = Math.min(total, Math.floor((elapsed / 1000) * attackers * rate));
    for (; attackSent < attackDue; attackSent++) {
      const a = attackSent % attackers;
      const i = Math.floor(attackSent / attackers);
      inFlight.push(
        (attacks[i % attacks.length] as (a: number, i: number) => Promise<Answer>)(a, i).then(
          (r) => count(attackAnswers, String(r.status)),
          () => count(attackAnswers, "error"),
        ),
      );
    }
    const passengerDue = Math.min(passengers, Math.floor((elapsed / 200) * kinds.length));
    for (; passengerSent < passengerDue; passengerSent++) {
      const kind = kinds[passengerSent % kinds.length] as string;
      const n = passengerSent;
      const t0 = performance.now();
      honestTried[kind] = (honestTried[kind] ?? 0) + 1;
      inFlight.push(
        (honest[kind] as (n: number) => Promise<boolean>)(n)
          .catch(() => false)
          .then((ok) => {
            timed(kind, performance.now() - t0);
            if (ok) count(honestOk, kind);
          }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inFlight);
  agent.destroy();
  await server.stop();

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((x, y) => x - y);
    return (
      Math.round((sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0) * 10) / 10
    );
  };
  const all = Object.values(honestTimes).flat();
  const succeeded = Object.values(honestOk).reduce((s, n) => s + n, 0);
  const honestByKind = Object.fromEntries(
    kinds.map((k) => [
      k,
      {
        tried: honestTried[k] ?? 0,
        succeeded: honestOk[k] ?? 0,
        p50Ms: percentile(honestTimes[k] ?? [], 50),
        p99Ms: percentile(honestTimes[k] ?? [], 99),
      },
    ]),
  );
  return {
    attackers,
    attackRatePerAttacker: rate,
    attackRequests: total,
    attackAnswers,
    seconds,
    passengers,
    honestByKind,
    honestSuccessRate: passengers ? succeeded / passengers : 1,
    honestP50Ms: percentile(all, 50),
    honestP99Ms: percentile(all, 99),
    goalMet: succeeded === passengers,
  };
}

export function printFairness(r: FairnessResult): void {
  console.log(
    `\nfairness: ${r.attackers} attacking addresses at ${r.attackRatePerAttacker}/s each (${r.attackers * r.attackRatePerAttacker}/s, ${r.attackRequests} requests in ${r.seconds} s: voucher guesses, trials for strangers' macs, unknown items, wrong bookings)`,
  );
  console.log(
    `  attackers answered: ${Object.entries(r.attackAnswers)
      .map(([status, n]) => `${status} ×${n}`)
      .join(", ")}`,
  );
  for (const [kind, k] of Object.entries(r.honestByKind))
    console.log(
      `  honest ${kind.padEnd(8)} ${k.succeeded}/${k.tried} succeeded, p50 ${k.p50Ms} ms, p99 ${k.p99Ms} ms`,
    );
  console.log(
    `  honest passengers: ${(r.honestSuccessRate * 100).toFixed(1)} % of ${r.passengers} succeeded, p50 ${r.honestP50Ms} ms, p99 ${r.honestP99Ms} ms (goal: all of them) ${r.goalMet ? "✓" : "✗"}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [seconds, rate] = process.argv.slice(2).map(Number);
  printFairness(await runFairness({ seconds: seconds || undefined, ratePerAttacker: rate || undefined }));
}
