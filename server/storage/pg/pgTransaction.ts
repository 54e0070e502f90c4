import type { Client, Pool } from "./pgPool.ts";

// serialization_failure and deadlock_detected: PostgreSQL rolled the transaction back and a
// second run sees the winner's commit
const RETRYABLE = new Set(["40001", "40P01"]);
const ATTEMPTS = 5;

/**
 * Runs `work` in one transaction on one pooled connection. Check-then-write methods lock what they
 * read (SELECT … FOR UPDATE, or an advisory transaction lock) so that parallel requests on any
 * server take turns; a deadlock between two such turns is retried, with a little jitter.
 */
export async function transaction<T>(pool: Pool, work: (client: Client) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    // a checked-out client has no pool listener: if its server goes away between two queries (a
    // failover, a dropped database), its "error" event would otherwise end the process. The
    // query in flight, or the next one, fails and the catch below drops the connection
    const ignore = () => {};
    client.on("error", ignore);
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      client.off("error", ignore);
      client.release();
      return result;
    } catch (err) {
      // a connection that cannot even roll back is broken: the pool drops it instead of reusing it
      const broken = await client.query("ROLLBACK").then(
        () => false,
        () => true,
      );
      client.off("error", ignore);
      client.release(broken);
      const code = (err as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

// a lock on one device of one zone for the rest of the transaction, whether or not it has a row yet
export async function lockDevice(client: Client, zoneId: string, mac: string): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [`device|${zoneId}|${mac}`]);
}
