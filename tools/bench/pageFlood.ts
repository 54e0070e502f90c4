// The page flood (issue 33): 100 attacking addresses each load the portal's page just under its own
// page limit (9 a second against 600 a minute), while honest passengers from addresses of their own
// load theirs every 100 ms; prints the honest pages' p50/p99 when quiet and under the flood. The
// server draws every page (the built portal: npm run build); the flood comes from a process of its
// own (floodPages.ts). Part of npm run bench:fairness.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BROWSER_HEADERS, benchClient, paced, percentile } from "./benchClient.ts";
import { cpuPressureMeter } from "./cpuPressure.ts";
import { benchMac as mac, passengerAddress } from "./fairnessAddresses.ts";
import { spawnFlood } from "./spawnFlood.ts";
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
  const client = benchClient(server.base, 64);
  const honest = { quiet: [] as number[], flood: [] as number[] };
  const honestOk = { quiet: 0, flood: 0 };
  const inFlight: Promise<unknown>[] = [];
  const passengers = (quietSeconds + seconds) * 10;
  let attack: Promise<Record<string, number>> | undefined;
  let sent = 0;
  await paced((elapsed) => {
    const flooding = elapsed >= quietSeconds * 1000;
    if (flooding) attack ??= spawnFlood("./floodPages.ts", [server.base, attackers, rate, seconds]);
    const due = Math.min(passengers, Math.floor(elapsed / 100));
    for (; sent < due; sent++) {
      const phase = flooding ? "flood" : "quiet";
      const path = `/?mac=${mac(0x0f, sent)}&zoneId=${ZONE}`;
      inFlight.push(
        client
          .send({ client: passengerAddress(sent, true), method: "GET", path, headers: BROWSER_HEADERS })
          .then(
            (r) => {
              honest[phase].push(r.ms);
              if (r.status === 200) honestOk[phase]++;
            },
            () => honest[phase].push(Number.NaN),
          ),
      );
    }
    return sent >= passengers;
  });
  await Promise.all(inFlight);
  const attackAnswers = (await attack) ?? {};
  client.close();
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
