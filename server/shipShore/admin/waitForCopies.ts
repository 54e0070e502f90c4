import type pg from "pg";

export interface Copy {
  client: pg.Client;
  subscription: string;
  label: string;
}

/**
 * Waits until every table of the subscriptions is copied and streaming (pg_subscription_rel:
 * ready), or the time is up (the copies go on). True when they all are.
 */
export async function waitForCopies(copies: Copy[], waitMs: number): Promise<boolean> {
  const until = Date.now() + waitMs;
  for (;;) {
    let pending = 0;
    for (const c of copies) {
      const { rows } = await c.client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_subscription_rel r JOIN pg_subscription s ON s.oid = r.srsubid
         WHERE s.subname = $1 AND r.srsubstate <> 'r'`,
        [c.subscription],
      );
      pending += rows[0]?.n ?? 0;
    }
    if (pending === 0) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
