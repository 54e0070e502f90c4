// The desk's search at a ship's scale (issue 42): 100 000 sessions and 100 000 vouchers, on SQLite
// and on PostgreSQL, p50/p99 per kind of query. `node tools/bench/deskSearchBench.ts` alone, or in
// `npm run bench`. BENCH_PG_PORT: the throwaway cluster's port (else any free one).
import { mkdtempSync, rmSync } from "node:fs";
import { sql } from "kysely";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deskSearch, openStorage, type Storage } from "../../server/operations.ts";
import { createDatabase, startThrowawayPostgres } from "../pg/throwawayPostgres.ts";
import { percentile } from "./benchClient.ts";
import {
  benchCode,
  benchEmail,
  benchMac,
  benchOrder,
  benchSurname,
  benchZone,
  DESK_BENCH_VISIBLE,
  isCharged,
  isOrdered,
  seedDeskSearch,
} from "./seedDeskSearch.ts";

// what the clerk types, for the n-th seeded device: the MAC in each spelling a clerk meets
const KINDS = {
  mac: (i: number, k: number) => {
    const mac = benchMac(i);
    const bare = mac.replaceAll(":", "");
    return [mac, mac.replaceAll(":", "-").toUpperCase(), bare.replace(/(.{4})(?=.)/g, "$1."), bare][
      k % 4
    ] as string;
  },
  code: (i: number, k: number) => (k % 2 ? benchCode(i).toLowerCase() : benchCode(i)),
  email: (i: number, k: number) => (k % 2 ? benchEmail(i).toLowerCase() : benchEmail(i)),
  order: (i: number) => benchOrder(i),
  surname: (i: number, k: number) => (k % 2 ? benchSurname(i).toUpperCase() : benchSurname(i)),
} as const;
type Kind = keyof typeof KINDS;
const HAS: Record<Kind, (i: number) => boolean> = {
  mac: () => true,
  code: () => true,
  email: isOrdered,
  order: isOrdered,
  surname: isCharged,
};

export interface DeskSearchRow {
  database: "SQLite" | "PostgreSQL";
  kind: Kind;
  queries: number;
  // queries that found the device they were typed for (a bench of misses would measure nothing)
  found: number;
  p50Ms: number;
  p99Ms: number;
}

export interface DeskSearchBench {
  sessions: number;
  vouchers: number;
  seedSeconds: Record<string, number>;
  rows: DeskSearchRow[];
  loadAverage: number;
}

// a fixed sequence of devices in the account's zones, so both databases answer the same queries
function targets(n: number, count: number, has: (i: number) => boolean): number[] {
  const out: number[] = [];
  let x = 12345;
  while (out.length < count) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const i = x % n;
    if (has(i) && DESK_BENCH_VISIBLE.includes(benchZone(i))) out.push(i);
  }
  return out;
}

async function measure(store: Storage, database: DeskSearchRow["database"], n: number, queries: number) {
  const rows: DeskSearchRow[] = [];
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const times: number[] = [];
    let found = 0;
    const list = targets(n, queries, HAS[kind]);
    // a few untimed first: the statement cache and the database's pages warm, as on a running server
    for (const i of list.slice(0, 10)) await deskSearch(store.db, DESK_BENCH_VISIBLE, KINDS[kind](i, 0));
    for (const [k, i] of list.entries()) {
      const start = performance.now();
      const hits = await deskSearch(store.db, DESK_BENCH_VISIBLE, KINDS[kind](i, k));
      times.push(performance.now() - start);
      if (hits.some((h) => h.mac === benchMac(i))) found++;
    }
    rows.push({ database, kind, queries, found, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) });
  }
  return rows;
}

async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return Math.round((performance.now() - start) / 100) / 10;
}

export async function runDeskSearchBench(n = 100_000, queries = 500): Promise<DeskSearchBench> {
  const loadAverage = (await import("node:os")).loadavg()[0] ?? 0;
  const seedSeconds: Record<string, number> = {};
  const rows: DeskSearchRow[] = [];
  const dir = mkdtempSync(join(tmpdir(), "gangway-desk-bench-"));
  const sqlite = openStorage(dir);
  try {
    await sqlite.migrate();
    seedSeconds.SQLite = await timed(() => seedDeskSearch(sqlite, n));
    rows.push(...(await measure(sqlite, "SQLite", n, queries)));
  } finally {
    await sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const port = Number(process.env.BENCH_PG_PORT) || undefined;
  const pg = await startThrowawayPostgres({ durable: true, ...(port ? { port } : {}) });
  try {
    const store = openStorage(dir, await createDatabase(pg.url, "bench_desk"));
    try {
      await store.migrate();
      seedSeconds.PostgreSQL = await timed(() => seedDeskSearch(store, n));
      // the planner's statistics, as autovacuum would have them on a ship that has sailed a while
      await sql`ANALYZE`.execute(store.db);
      rows.push(...(await measure(store, "PostgreSQL", n, queries)));
    } finally {
      await store.close();
    }
  } finally {
    pg.stop();
  }
  return { sessions: n, vouchers: n, seedSeconds, rows, loadAverage: Math.round(loadAverage * 10) / 10 };
}

// the goal the issue sets for every kind of query
export const DESK_SEARCH_P99_GOAL_MS = 100;

export function printDeskSearchBench(b: DeskSearchBench): void {
  console.log(
    `\ndesk search over ${b.sessions} sessions and ${b.vouchers} vouchers (4 zones, the account sees 2; load average ${b.loadAverage}; seeded in ${Object.entries(
      b.seedSeconds,
    )
      .map(([db, s]) => `${db} ${s} s`)
      .join(", ")})`,
  );
  console.log(
    "database".padEnd(12),
    "kind".padEnd(8),
    "queries".padStart(8),
    "found".padStart(6),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
  );
  for (const r of b.rows)
    console.log(
      r.database.padEnd(12),
      r.kind.padEnd(8),
      String(r.queries).padStart(8),
      String(r.found).padStart(6),
      r.p50Ms.toFixed(1).padStart(8),
      r.p99Ms.toFixed(1).padStart(8),
      r.p99Ms > DESK_SEARCH_P99_GOAL_MS ? `  OVER the ${DESK_SEARCH_P99_GOAL_MS} ms goal` : "",
    );
}

if (import.meta.url === `file://${process.argv[1]}`) printDeskSearchBench(await runDeskSearchBench());
