import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import type { Storage } from "../../server/storage/Storage.ts";
import { freshDatabase } from "./helpers/postgres.ts";

describe("a transaction whose connection dies (a failover, a dropped database)", () => {
  const stores: Storage[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close().catch(() => {})));
  });

  it("fails that one call; the process lives on and the next transaction gets a new connection", async () => {
    const store = openStorage("unused", await freshDatabase("txdeath"), 2);
    const admin = openStorage("unused", await freshDatabase("txdeath_admin"), 1);
    stores.push(store, admin);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened = (_: number) => {};
    const started = new Promise<number>((resolve) => (opened = resolve));
    const dying = store.transaction(async ({ q }) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(q);
      opened(rows[0]?.pid as number);
      // between two queries, as a transaction awaits other work: the server ends the connection
      await held;
      await sql`SELECT 1`.execute(q);
    });
    const pid = await started;
    await sql`SELECT pg_terminate_backend(${pid})`.execute(admin.db);
    // the session is gone once PostgreSQL no longer lists it; by then the client's socket has
    // closed and its "error" event fired. Unheard, that event would be thrown from the socket's
    // handler: the uncaught error would fail this file
    for (;;) {
      const { rows } = await sql<{
        n: number;
      }>`SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE pid = ${pid}`.execute(admin.db);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    release();
    await expect(dying).rejects.toThrow();
    expect(
      await store.transaction(async ({ q }) => (await sql<{ n: number }>`SELECT 2 AS n`.execute(q)).rows[0]),
    ).toEqual({
      n: 2,
    });
  });
});
