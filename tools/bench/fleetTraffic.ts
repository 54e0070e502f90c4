// npm run bench:fleet-link -- [devices] [interims] [idle seconds]: what the ship-and-shore link
// sends over the satellite, per boarded device and per hour (README, "Ship and shore")
import pg from "pg";
import { linkVessel, mintVouchers, openServerStorage } from "../../server/operations.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../pg/throwawayPostgres.ts";
import { freeUdpPort } from "../radius/freeUdpPort.ts";
import { radiusLoad } from "./radiusLoad.ts";
import { startSatelliteLink, type Traffic } from "./satelliteLink.ts";
import { type BenchServer, spawnServer } from "./spawnServer.ts";

// a cruise ship the demo gives bookings only: no demo voucher on either side to clash at the link
const VESSEL = "meridian/marina";
const ZONE = "md-marina-demo";
const SECRET = "fleet-bench-radius-secret";
const SERVER_SECRET = "f".repeat(64);
// TCP/IPv4 headers per segment; the satellite's own framing comes on top
const HEADERS = 40;

export interface FleetTrafficFigures {
  devices: number;
  interims: number;
  // bytes each way while nothing happens on board (heartbeats, keepalives), per hour
  idlePerHour: Traffic;
  // a device's voucher activation and its accounting Start, once per device
  boardingPerDevice: Traffic;
  // one accounting interim of one device (its session, its voucher's use, the gateway's session row)
  perInterim: Traffic;
  // at the default interim interval (60 s): what one boarded device costs the link per hour, with
  // a TCP/IP header per interim at least
  perDeviceHour: number;
}

interface Side {
  pg: ThrowawayPostgres;
  admin: string;
  server: string;
}

async function side(): Promise<Side> {
  const cluster = await startThrowawayPostgres({ logical: {} });
  const client = new pg.Client(cluster.url);
  await client.connect();
  await client.query("CREATE ROLE gangway LOGIN PASSWORD 'bench'");
  await client.query("CREATE DATABASE gangway OWNER gangway");
  await client.end();
  const url = (user: string) => {
    const u = new URL(cluster.url);
    u.username = user;
    if (user === "gangway") u.password = "bench";
    u.pathname = "/gangway";
    return u.toString();
  };
  return { pg: cluster, admin: url("postgres"), server: url("gangway") };
}

const minus = (a: Traffic, b: Traffic): Traffic => ({
  up: a.up - b.up,
  down: a.down - b.down,
  reads: a.reads - b.reads,
});
const scale = (t: Traffic, f: number): Traffic => ({
  up: Math.round(t.up * f),
  down: Math.round(t.down * f),
  reads: Math.round(t.reads * f),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(probe: () => Promise<boolean>, what: string, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`bench: ${what} did not happen in ${ms / 1000} s`);
    await sleep(100);
  }
}

async function count(url: string, sql: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return Number((await client.query(sql, values)).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Two PostgreSQL clusters, both Gangways (the shore's and a ship's), linked through a relay that
 * counts what crosses it; then an idle link, a boarding of `devices` devices (a voucher each, then
 * the gateway's accounting Start), and `interims` rounds of accounting interims for every device,
 * each awaited on the shore. What crossed the relay, both directions of both connections, less
 * the idle link's share, per device.
 */
export async function runFleetTraffic(
  devices = 200,
  interims = 10,
  idleSeconds = 60,
): Promise<FleetTrafficFigures> {
  const [shore, ship] = await Promise.all([side(), side()]);
  const satellite = await startSatelliteLink([shore.pg.port, ship.pg.port]);
  const both = () => {
    const a = satellite.traffic(shore.pg.port);
    const b = satellite.traffic(ship.pg.port);
    // "up" is toward the shore: the ship's subscription's requests and acks, the shore's copy's data
    return { up: a.up + b.down, down: a.down + b.up, reads: a.reads + b.reads };
  };
  const [authPort, acctPort] = [await freeUdpPort(), await freeUdpPort()];
  const servers: BenchServer[] = [];
  try {
    servers.push(
      await spawnServer(
        "server/main.ts",
        {
          DATABASE_URL: shore.server,
          SERVER_SECRET,
          LOG_LEVEL: "error",
          ACCESS_CONTROLLER_SIMULATOR: "false",
        },
        120_000,
      ),
    );
    servers.push(
      await spawnServer(
        "server/main.ts",
        {
          ...{ DATABASE_URL: ship.server, SERVER_SECRET, LOG_LEVEL: "error", VESSEL_ID: VESSEL },
          ...{ ACCESS_CONTROLLER_SIMULATOR: "false", RADIUS_CLIENTS: `127.0.0.1=${SECRET}` },
          // every device of the bench comes from 127.0.0.1, where a ship's each have their own address
          CLIENT_LIMIT_SCALE: "1000",
          ...{ RADIUS_AUTH_PORT: String(authPort), RADIUS_ACCT_PORT: String(acctPort) },
        },
        120_000,
      ),
    );
    await linkVessel({
      ...{ vessel: VESSEL, shipUrl: ship.admin, shoreUrl: shore.admin },
      shipFromShore: `127.0.0.1:${satellite.portFor(ship.pg.port)}`,
      shoreFromShip: `127.0.0.1:${satellite.portFor(shore.pg.port)}`,
      log: () => {},
    });
    const copy = shore.admin.replace(/\/gangway$/, "/gangway_vessel_meridian_marina");

    // the shore publishes its manifests at its first round after the link (a one-time copy of the
    // operator's files, not the idle link's): on board before the idle link is measured
    const operatorFiles = "SELECT count(*) AS n FROM fleet_manifests WHERE operator = 'meridian'";
    await until(async () => (await count(shore.admin, operatorFiles)) > 0, "the manifests published");
    await until(
      async () => (await count(ship.admin, operatorFiles)) === (await count(shore.admin, operatorFiles)),
      "the manifests on board",
    );
    // idle: only the heartbeats (every 15 s each side) and the replication's keepalives
    satellite.resetTraffic();
    await sleep(idleSeconds * 1000);
    const idle = both();
    const idleRate = (ms: number) => scale(idle, ms / (idleSeconds * 1000));

    // boarding: the shore's vouchers on board, one activated by each device, and its Start
    const store = await openServerStorage({ DATA_DIR: "", DATABASE_URL: shore.server });
    const { codes } = await mintVouchers(store, {
      ...{ zoneId: ZONE, count: devices, durationMs: 24 * 3_600_000, maxDevices: 1 },
      ...{ byteLimit: null, validUntil: null },
    }).finally(() => store.close());
    await until(
      async () =>
        (await count(ship.admin, "SELECT count(*) AS n FROM vouchers WHERE code = ANY($1)", [codes])) ===
        devices,
      "the batch on board",
    );
    const macs = codes.map(
      (_, i) =>
        `0a:be:00:00:${(i >> 8).toString(16).padStart(2, "0")}:${(i & 255).toString(16).padStart(2, "0")}`,
    );
    const ship$ = servers[1] as BenchServer;
    satellite.resetTraffic();
    let started = Date.now();
    for (const [i, code] of codes.entries()) {
      const res = await fetch(`${ship$.base}/api/v1/voucher/auth`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-zone-public-id": ZONE },
        body: JSON.stringify({ mac: macs[i], voucher: code, logoutOldest: false, termsAccepted: true }),
      });
      if (res.status !== 200) throw new Error(`bench: activation answered ${res.status}`);
    }
    const accounting = (status: string, round: number) => (i: number) => {
      const mac = macs[i % devices] as string;
      const n = round + Math.floor(i / devices);
      return [
        ...[
          ["User-Name", mac],
          ["Calling-Station-Id", mac],
          ["NAS-Identifier", ZONE],
          ["NAS-IP-Address", "127.0.0.1"],
        ],
        ...[
          ["Acct-Status-Type", status],
          ["Acct-Session-Id", `bench-${mac}`],
        ],
        ...[
          ["Acct-Input-Octets", n * 50_000],
          ["Acct-Output-Octets", n * 5_000],
          ["Acct-Session-Time", n * 60],
        ],
      ] as [string, string | number][];
    };
    const load = (status: string, round: number, requests: number) =>
      radiusLoad({
        ...{ address: "127.0.0.1", port: acctPort, secret: SECRET, code: "Accounting-Request" },
        ...{ attributes: accounting(status, round), requests, maxSeconds: 600, inFlight: 20 },
      });
    await load("Start", 0, devices);
    const shoreHas = (sql: string, n: number, what: string) =>
      until(async () => (await count(copy, sql)) === n, what);
    await shoreHas("SELECT count(*) AS n FROM accounting_sessions", devices, "the Starts on shore");
    const boarding = minus(both(), idleRate(Date.now() - started));

    // interims: every device, `interims` times, its counters growing; awaited on shore
    satellite.resetTraffic();
    started = Date.now();
    await load("Interim-Update", 1, devices * interims);
    const total = devices * interims * 55_000;
    await shoreHas(
      `SELECT (SELECT sum(bytes_used) FROM voucher_use) = ${total} AND (SELECT count(*) FROM voucher_use) = ${devices} AS n`,
      1,
      "the interims on shore",
    );
    const perInterim = scale(minus(both(), idleRate(Date.now() - started)), 1 / (devices * interims));
    const hourly = scale(idle, 3600 / idleSeconds);
    return {
      devices,
      interims,
      idlePerHour: hourly,
      boardingPerDevice: scale(boarding, 1 / devices),
      perInterim,
      // spread over the hour on a real link, each interim's transaction is a segment of its own at least
      perDeviceHour: 60 * (perInterim.up + perInterim.down + Math.max(1, perInterim.reads) * HEADERS),
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await satellite.close();
    shore.pg.stop();
    ship.pg.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const both = (t: Traffic) =>
  `${t.up + t.down} B (${t.up} toward the shore, ${t.down} toward the ship, ~${t.reads} segments)`;

export function printFleetTraffic(f: FleetTrafficFigures): void {
  const withHeaders = (t: Traffic) => t.up + t.down + t.reads * HEADERS;
  console.log(`ship and shore link: ${f.devices} devices, ${f.interims} accounting interims each`);
  console.log(
    `  idle link, per hour:               ${kb(withHeaders(f.idlePerHour))} with TCP/IP headers; ${both(f.idlePerHour)}`,
  );
  console.log(`  boarding, per device:              ${both(f.boardingPerDevice)}`);
  console.log(`  one accounting interim, per device: ${both(f.perInterim)}`);
  console.log(`  a boarded device, per hour (60 s interims): ${kb(f.perDeviceHour)} with TCP/IP headers`);
  const share = (devices: number) => ((devices * f.perDeviceHour * 8) / 3600 / 1_000_000) * 100;
  console.log(
    `  on a shared 1 Mbit/s link: 500 devices ${share(500).toFixed(1)} %, 2,000 devices ${share(2000).toFixed(1)} % (with 300 s interims: a fifth)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [devices, interims, idle] = process.argv.slice(2).map(Number);
  printFleetTraffic(await runFleetTraffic(devices || undefined, interims || undefined, idle || undefined));
}
