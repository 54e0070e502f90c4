import { afterEach, describe, expect, it } from "vitest";
import { createPool, type Pool } from "../../server/storage/pg/pgPool.ts";
import { transaction } from "../../server/storage/pg/pgTransaction.ts";
import { scaled } from "../timeoutFactor.ts";
import { freshDatabase } from "./helpers/postgres.ts";

describe("a transaction whose connection dies (a failover, a dropped database)", () => {
  const pools: Pool[] = [];
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.end().catch(() => {})));
  });

  it("fails that one call; the process lives on and the next transaction gets a new connection", async () => {
    const pool = createPool(await freshDatabase("txdeath"), 2);
    const admin = createPool(await freshDatabase("txdeath_admin"), 1);
    pools.push(pool, admin);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened = (_: { pid: number; ended: Promise<void> }) => {};
    const started = new Promise<{ pid: number; ended: Promise<void> }>((resolve) => (opened = resolve));
    const dying = transaction(pool, async (client) => {
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      const ended = new Promise<void>((resolve) => client.once("end", () => resolve()));
      opened({ pid: rows[0]?.pid as number, ended });
      // between two queries, as a transaction awaits other work: the server ends the connection
      await held;
      await client.query("SELECT 1");
    });
    const { pid, ended } = await started;
    await admin.query("SELECT pg_terminate_backend($1)", [pid]);
    // the connection is gone, and with it the client's "error" event has fired. Unheard, that event
    // is thrown from the socket's handler before "end" is emitted: the deadline only guards a hang,
    // the uncaught error fails the run
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, scaled(10_000)))]);
    release();
    await expect(dying).rejects.toThrow();
    // an uncaught "error" event would have failed this file before here
    expect(await transaction(pool, async (client) => (await client.query("SELECT 2 AS n")).rows[0])).toEqual({
      n: 2,
    });
  });
});
