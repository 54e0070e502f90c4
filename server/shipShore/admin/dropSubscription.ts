import type pg from "pg";

/**
 * Drops a subscription without touching its publisher (its slot is let go first: the link may be
 * down, or the slot lost); returns its connection string, or undefined when there was none.
 */
export async function dropSubscription(c: pg.Client, name: string): Promise<string | undefined> {
  const { rows } = await c.query<{ info: string }>(
    "SELECT subconninfo AS info FROM pg_subscription WHERE subname = $1",
    [name],
  );
  if (!rows[0]) return undefined;
  await c.query(`ALTER SUBSCRIPTION ${name} DISABLE`);
  await c.query(`ALTER SUBSCRIPTION ${name} SET (slot_name = NONE)`);
  await c.query(`DROP SUBSCRIPTION ${name}`);
  return rows[0].info;
}

/** Drops a replication slot on its publisher, ending the sender that still holds it. */
export async function dropSlot(c: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await c.query<{ pid: number | null }>(
      "SELECT active_pid AS pid FROM pg_replication_slots WHERE slot_name = $1",
      [name],
    );
    const slot = rows[0];
    if (!slot) return;
    if (slot.pid === null) {
      await c.query("SELECT pg_drop_replication_slot($1)", [name]);
      return;
    }
    await c.query("SELECT pg_terminate_backend($1)", [slot.pid]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`replication slot ${name} stays in use`);
}
