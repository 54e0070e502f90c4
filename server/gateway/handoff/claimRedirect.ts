import { DAY } from "../../domain/time.ts";
import type { Db } from "../../storage/Storage.ts";

// how long a redirect that bound a browser is remembered: CoovaChilli resends the same URL while
// the device keeps its challenge and session id (src/redir.c: challengetimeout may be 0, for ever;
// the session id lives as long as the device's connection), which is a voyage at most (the browser
// id's own lifetime, security/BrowserIds.ts)
export const REDIRECT_MEMORY_MS = 30 * DAY;
// the table's ceiling, whatever the gateways send: only a redirect the gateway signed writes a row
export const USED_REDIRECTS_MAX_ROWS = 1_000_000;

/**
 * Whether the gateway's signed redirect `md` may bind this browser: the first browser to bring it
 * takes it (one atomic insert, on a cluster too), and only that browser may bring it again. A copied
 * URL (Chilli's plain-http 302, a browser's history) binds no one else, however late it comes.
 */
export async function claimRedirect(
  q: Db,
  used: { md: string; zoneId: string; browser: string | undefined },
  now: number,
): Promise<boolean> {
  const first = await q
    .insertInto("used_gateway_redirects")
    .values({ md: used.md, zone_id: used.zoneId, browser: used.browser ?? null, used_at: now })
    .onConflict((oc) => oc.column("md").doNothing())
    .returning("md")
    .executeTakeFirst();
  if (first) return true;
  if (used.browser === undefined) return false;
  const row = await q
    .selectFrom("used_gateway_redirects")
    .select(["zone_id", "browser"])
    .where("md", "=", used.md)
    .executeTakeFirst();
  return row?.zone_id === used.zoneId && row.browser === used.browser;
}

/** Forgets the redirects used a voyage ago, then the oldest beyond the ceiling. */
export async function pruneUsedRedirects(
  q: Db,
  now: number,
  maxRows = USED_REDIRECTS_MAX_ROWS,
): Promise<void> {
  await q
    .deleteFrom("used_gateway_redirects")
    .where("used_at", "<", now - REDIRECT_MEMORY_MS)
    .execute();
  const { rows } = await q
    .selectFrom("used_gateway_redirects")
    .select((eb) => eb.fn.countAll<number>().as("rows"))
    .executeTakeFirstOrThrow();
  const excess = Number(rows) - maxRows;
  if (excess <= 0) return;
  await q
    .deleteFrom("used_gateway_redirects")
    .where("md", "in", (eb) =>
      eb.selectFrom("used_gateway_redirects").select("md").orderBy("used_at").limit(excess),
    )
    .execute();
}
