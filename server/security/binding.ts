import { isActive } from "../sessions/sessionState.ts";
import { selectSessions, toSession } from "../sessions/sessionRows.ts";
import { prepared } from "../storage/prepared.ts";
import type { Db } from "../storage/Storage.ts";

// on every read of a device in an unverified zone: prepared (storage/prepared.ts)
const boundBrowser = prepared((q, v: { zoneId: string; mac: string }) =>
  q.selectFrom("device_bindings").select("browser").where("zone_id", "=", v.zoneId).where("mac", "=", v.mac),
);

// the device's session with the browser bound to it, in one statement: a bound device's every read
// (its status, its /auth) asked the binding and then the session, two read transactions on SQLite
const boundSession = prepared((q, v: { zoneId: string; mac: string }) =>
  selectSessions(q)
    .select((eb) =>
      eb
        .selectFrom("device_bindings as d")
        .select("d.browser")
        .whereRef("d.zone_id", "=", "s.zone_id")
        .whereRef("d.mac", "=", "s.mac")
        .as("bound_browser"),
    )
    .where("s.zone_id", "=", v.zoneId)
    .where("s.mac", "=", v.mac),
);

// a device's binding while it holds: its browser, and whether what runs is a voucher's session or
// a free access (which another browser may replace with its own: DeviceAuth.mayAct)
export interface Binding {
  browser: string;
  voucher: boolean;
  free: boolean;
}

/**
 * In an unverified zone, the browser a device's running session belongs to. A binding holds while
 * the session it came with runs (backend authed, not used up): once that ends, the device is
 * anybody's again, so a binding made by a stranger (a trial started for a MAC it saw) keeps the
 * device from its owner for that session's time at most.
 */
export async function bindingInForce(
  q: Db,
  zoneId: string,
  mac: string,
  now: number,
): Promise<Binding | undefined> {
  const [row] = await boundSession(q, { zoneId, mac });
  // no session, or a session no browser was bound with (a binding outlives no session)
  if (!row?.bound_browser) return undefined;
  const session = toSession(row as Parameters<typeof toSession>[0]);
  if (!isActive(session, now)) return undefined;
  return {
    browser: row.bound_browser,
    voucher: session.voucherCode !== null,
    free: session.openKeyword === "free",
  };
}

/** The browser a device's session was bound to, whether or not that session still runs. */
export async function boundBrowserOf(q: Db, zoneId: string, mac: string): Promise<string | undefined> {
  const [row] = await boundBrowser(q, { zoneId, mac });
  return row?.browser;
}

// on every trial's path in an unverified zone: prepared (storage/prepared.ts)
const upsertBinding = prepared((q, v: { zoneId: string; mac: string; browser: string; now: number }) =>
  q
    .insertInto("device_bindings")
    .values({ zone_id: v.zoneId, mac: v.mac, browser: v.browser, bound_at: v.now })
    .onConflict((oc) => oc.columns(["zone_id", "mac"]).doUpdateSet({ browser: v.browser, bound_at: v.now })),
);

export async function bindBrowser(
  q: Db,
  zoneId: string,
  mac: string,
  browser: string,
  now: number,
): Promise<void> {
  await upsertBinding(q, { zoneId, mac, browser, now });
}

// test mode puts a device into a state directly: whoever bound it before is forgotten
export async function forgetBinding(q: Db, zoneId: string, mac: string): Promise<void> {
  await q.deleteFrom("device_bindings").where("zone_id", "=", zoneId).where("mac", "=", mac).execute();
}

// a binding outlives no session log (30 days)
export async function pruneBindings(q: Db, before: number): Promise<void> {
  await q.deleteFrom("device_bindings").where("bound_at", "<", before).execute();
}
