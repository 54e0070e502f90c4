import pg from "pg";
import type { Leadership, StartJobs } from "../../cluster/Leadership.ts";

// the session-level advisory lock whose holder runs the periodic jobs (any fixed number)
export const LEADER_LOCK = 0x6a6e_7761_7903;

export interface LeadershipOptions {
  // how often a follower tries to take the lock, and the leader checks it still holds it
  checkMs?: number;
  onChange?: (leader: boolean) => void;
}

/**
 * Leader election by PostgreSQL: the server whose own connection holds the advisory lock runs the
 * jobs. When that server dies (kill -9, power), its connection closes and PostgreSQL drops the
 * lock; a follower takes it on its next try. A leader that loses its connection stops its jobs
 * before anyone else can start them, so at most one runs them at a time.
 */
export function pgLeadership(
  connectionString: string,
  start: StartJobs,
  options: LeadershipOptions = {},
): Leadership {
  const checkMs = options.checkMs ?? 2000;
  let client: pg.Client | undefined;
  let stopJobs: (() => void) | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const lose = () => {
    if (stopJobs) {
      stopJobs();
      stopJobs = undefined;
      options.onChange?.(false);
    }
    const old = client;
    client = undefined;
    old?.end().catch(() => {});
  };

  const connect = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 5000, query_timeout: 2 * checkMs });
    // a broken connection means the lock may be gone: stop at once, retry on the next check
    c.on("error", lose);
    c.on("end", () => {
      if (client === c) lose();
    });
    await c.connect();
    return c;
  };

  const check = async () => {
    try {
      client ??= await connect();
      if (stopped) return lose();
      if (stopJobs) {
        // still connected: the lock is ours for as long as the session lives
        await client.query("SELECT 1");
      } else {
        const { rows } = await client.query<{ locked: boolean }>(
          "SELECT pg_try_advisory_lock($1) AS locked",
          [LEADER_LOCK],
        );
        if (rows[0]?.locked && !stopped) {
          stopJobs = start();
          options.onChange?.(true);
        }
      }
    } catch {
      lose();
    }
    if (!stopped) {
      timer = setTimeout(() => void check(), checkMs);
      timer.unref();
    }
  };
  void check();

  return {
    isLeader: () => stopJobs !== undefined,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      // ending the session releases the lock: a follower takes over without waiting for a timeout
      lose();
    },
  };
}
