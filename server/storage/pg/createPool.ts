import pg from "pg";

// BIGINT (int8, oid 20) and COUNT(*) come back as strings by default; every BIGINT here holds epoch
// milliseconds, byte counts or ids, all far below 2^53
const types = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as "text"),
};

export type Pool = pg.Pool;

export function createPool(connectionString: string, max = 10): Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    types,
    // a dead database fails a request within seconds instead of hanging it
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // an idle client whose server went away emits here; unhandled, it would end the process
  pool.on("error", () => {});
  // so may a client in use (a failover, a dropped database, between two queries of a
  // transaction), and the pool listens only to idle ones: the query in flight, or the next one,
  // fails instead, its transaction rolls back and the broken connection is dropped
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}
