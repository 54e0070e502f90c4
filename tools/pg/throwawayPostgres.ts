// A PostgreSQL server of its own for tests and benchmarks: Debian's binaries, a fresh cluster in a
// temp folder on a free loopback port, removed afterwards. It touches nothing it did not create:
// not the machine's own clusters, not their ports, not their data.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ThrowawayPostgres {
  // postgres://postgres@127.0.0.1:<port>/postgres
  url: string;
  port: number;
  stop(): void;
}

const PG_ROOT = "/usr/lib/postgresql";

// the newest installed major's bin folder (Debian installs each major side by side)
export function postgresBinDir(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const majors = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] && join(PG_ROOT, majors[0], "bin");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface PostgresOptions {
  // tests trade crash safety for speed; a benchmark keeps fsync, and like the server's SQLite
  // (WAL, synchronous = NORMAL) does not wait for it on every commit (synchronous_commit = off)
  durable?: boolean;
  // ship and shore (server/shipShore/): logical replication, with room for a few links' slots and
  // senders, and a cap on the WAL a slot may hold back (past it the slot is lost: a re-sync)
  logical?: { maxSlotWalKeepSize?: string; walRetrieveRetryMs?: number };
  // a port of the caller's choosing (a machine shared by several runs gives each its own range)
  port?: number;
}

function logicalSettings(logical: NonNullable<PostgresOptions["logical"]>): string[] {
  return [
    "-c wal_level=logical",
    "-c max_replication_slots=20",
    "-c max_wal_senders=20",
    "-c max_logical_replication_workers=20",
    "-c max_worker_processes=32",
    ...(logical.maxSlotWalKeepSize ? [`-c max_slot_wal_keep_size=${logical.maxSlotWalKeepSize}`] : []),
    ...(logical.walRetrieveRetryMs ? [`-c wal_retrieve_retry_interval=${logical.walRetrieveRetryMs}`] : []),
  ];
}

/** Starts a new cluster; `stop()` shuts it down at once and deletes its folder. */
export async function startThrowawayPostgres(options: PostgresOptions = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed: run `node tools/ensure-install.mjs --postgres`");
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "gangway-pg-"));
  // initdb and postgres refuse to run as root: as root, the cluster belongs to the postgres user
  const owner = root ? (execFileSync("id", ["-u", "postgres"]).toString().trim() as string) : undefined;
  if (owner) chownSync(dir, Number(owner), Number(execFileSync("id", ["-g", "postgres"]).toString().trim()));
  const as = (command: string, args: string[]) => {
    const [file, argv] = root
      ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, "data");
  const port = options.port ?? (await freePort());
  try {
    as("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
    const settings = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${dir}`,
      "-c max_connections=200",
      "-c synchronous_commit=off",
      ...(options.durable ? [] : ["-c fsync=off", "-c full_page_writes=off"]),
      ...(options.logical ? logicalSettings(options.logical) : []),
    ];
    as("pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "server.log"),
      "-o",
      settings.join(" "),
      "-w",
      "-t",
      "60",
      "start",
    ]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        as("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh, empty database on that server for one test file or one benchmark run. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
