// The page flood (issue 33): 100 attacking addresses each load the portal's page just under its own
// page limit (9 a second against 600 a minute), while honest passengers from addresses of their own
// load theirs every 100 ms; prints the honest pages' p50/p99 when quiet and under the flood. The
// server draws every page (the built portal: npm run build). Part of npm run bench:fairness.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { benchClient, paced, percentile } from "./benchClient.ts";
import { cpuPressureMeter } from "./cpuPressure.ts";
import { attackerAddress, benchMac as mac, passengerAddress } from "./fairnessAddresses.ts";
import { spawnServer } from "./spawnServer.ts";

export interface PagePhase {
  pages: number;
  ok: number;
  p50Ms: number;
  p99Ms: number;
}

export interface PageFloodResult {
  attackers: number;
  ratePerAttacker: number;
  seconds: number;
  attackAnswers: Record<string, number>;
  quiet: PagePhase;
  flood: PagePhase;
  cpuPressurePercent: number | null;
}

const ZONE = "gn-premium-demo";
const DIST = fileURLToPath(new URL("../../dist/", import.meta.url));
// what a phone's browser sends: the page comes compressed, as on the ship
const BROWSER = { "accept-encoding": "br, gzip", "accept-language": "en-GB,en;q=0.9" };

export const portalBuilt = () =>
  existsSync(`${DIST}index.html`) &&
  existsSync(fileURLToPath(new URL("../../dist-ssr/renderPage.js", import.meta.url)));

export async function runPageFlood(
  options: { seconds?: number; attackers?: number; ratePerAttacker?: number; quietSeconds?: number } = {},
): Promise<PageFloodResult> {
  const seconds = options.seconds ?? 20;
  const attackers = options.attackers ?? 100;
  const rate = options.ratePerAttacker ?? 9;
  const quietSeconds = options.quietSeconds ?? 5;
  const pressure = cpuPressureMeter();
  const server = await spawnServer(fileURLToPath(new URL("./fairnessServer.ts", import.meta.url)), {
    STATIC_DIR: DIST,
  });
  // a connection of its own for each attacker, and the passengers' apart: a passenger's phone never
  // waits for a free connection behind an attacker's (the proxy in front opens as many as it needs)
  const attack = benchClient(server.base, attackers);
  const passenger = benchClient(server.base, 64);
  const page = (client: typeof attack, who: string, device: string) =>
    client.send({ client: who, method: "GET", path: `/?mac=${device}&zoneId=${ZONE}`, headers: BROWSER });

  const honest = { quiet: [] as number[], flood: [] as number[] };
  const honestOk = { quiet: 0, flood: 0 };
  const attackAnswers: Record<string, number> = {};
  const inFlight: Promise<unknown>[] = [];
  const total = attackers * rate * seconds;
  const passengers = (quietSeconds + seconds) * 10;
  let attackSent = 0;
  let passengerSent = 0;
  await paced((elapsed) => {
    const flooding = elapsed >= quietSeconds * 1000;
    const attackDue = flooding
      ? Math.min(total, Math.floor(((elapsed - quietSeconds * 1000) / 1000) * attackers * rate))
      : 0;
    for (; attackSent < attackDue; attackSent++) {
      const a = attackSent % attackers;
      inFlight.push(
        page(attack, attackerAddress(a, true), mac(0x0e, a)).then(
          (r) => {
            attackAnswers[r.status] = (attackAnswers[r.status] ?? 0) + 1;
          },
          () => {
            attackAnswers.error = (attackAnswers.error ?? 0) + 1;
          },
        ),
      );
    }
    const passengerDue = Math.min(passengers, Math.floor(elapsed / 100));
    for (; passengerSent < passengerDue; passengerSent++) {
      const phase = flooding ? "flood" : "quiet";
      inFlight.push(
        page(passenger, passengerAddress(passengerSent, true), mac(0x0f, passengerSent)).then(
          (r) => {
            honest[phase].push(r.ms);
            if (r.status === 200) honestOk[phase]++;
          },
          () => honest[phase].push(Number.NaN),
        ),
      );
    }
    return attackSent >= total && passengerSent >= passengers;
  });
  await Promise.all(inFlight);
  attack.close();
  passenger.close();
  await server.stop();
  const phase = (name: "quiet" | "flood"): PagePhase => ({
    pages: honest[name].length,
    ok: honestOk[name],
    p50Ms: percentile(honest[name], 50),
    p99Ms: percentile(honest[name], 99),
  });
  return {
    ...{ attackers, ratePerAttacker: rate, seconds, attackAnswers },
    ...{ quiet: phase("quiet"), flood: phase("flood"), cpuPressurePercent: pressure() },
  };
}

export function printPageFlood(r: PageFloodResult): void {
  console.log(
    `\npage flood: ${r.attackers} addresses at ${r.ratePerAttacker} pages/s each (under their own limit), ${r.seconds} s`,
  );
  console.log(
    `  attackers answered: ${Object.entries(r.attackAnswers)
      .map(([status, n]) => `${status} ×${n}`)
      .join(", ")}`,
  );
  for (const [name, p] of [
    ["quiet", r.quiet],
    ["flood", r.flood],
  ] as const)
    console.log(`  honest pages, ${name}: ${p.ok}/${p.pages} drawn, p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms`);
  console.log(`  (CPU pressure ${r.cpuPressurePercent ?? "?"} %)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [seconds] = process.argv.slice(2).map(Number);
  printPageFlood(await runPageFlood({ seconds: seconds || undefined }));
}
