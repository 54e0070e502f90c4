import { analyticsSessionIdAt, ANALYTICS_SESSION_ROUNDING_MS } from "../../schemas/analyticsSessionId.ts";
import { sql } from "kysely";
import { DAY } from "../domain/time.ts";
import type { Db, Storage } from "../storage/Storage.ts";
import { type ErasureReport, emptyReport } from "./ErasureReport.ts";

// what an erased device's accounting rows say instead of its mac and user name
export const ERASED = "erased";

// the spellings a portal may have hashed: the gateway's redirect passes the mac on as it came
const spellings = (mac: string) => [mac, mac.replace(/:/g, "-"), mac.replace(/:/g, "")];

/**
 * The portal's analytics name a device by a hash of its mac, zone and a five-minute mark
 * (schemas/analyticsSessionId.ts), taken when its page first reported: every mark the stored
 * events span is tried against each zone's ids, from 30 days before the first (a page left open)
 * to a day after the last (the device's own clock).
 */
async function analyticsOf(q: Db, mac: string): Promise<{ zoneId: string; ids: string[] }[]> {
  const span = await q
    .selectFrom("analytics_events")
    .select((eb) => [
      eb.fn.min<number>("received_at").as("first"),
      eb.fn.max<number>("received_at").as("last"),
    ])
    .executeTakeFirstOrThrow();
  if (span.first === null || span.last === null) return [];
  const zones = await q.selectFrom("analytics_events").select("zone_id").distinct().execute();
  const found: { zoneId: string; ids: string[] }[] = [];
  for (const { zone_id: zoneId } of zones) {
    const stored = new Set(
      (
        await q
          .selectFrom("analytics_events")
          .select("session_id")
          .distinct()
          .where("zone_id", "=", zoneId)
          .execute()
      ).map((r) => r.session_id),
    );
    const ids = new Set<string>();
    const step = ANALYTICS_SESSION_ROUNDING_MS;
    for (let at = Number(span.first) - 30 * DAY; at <= Number(span.last) + DAY; at += step)
      for (const spelling of spellings(mac)) {
        const id = analyticsSessionIdAt(spelling, zoneId, at);
        if (stored.has(id)) ids.add(id);
      }
    if (ids.size > 0) found.push({ zoneId, ids: [...ids] });
  }
  return found;
}

/**
 * A device's personal data, found by its mac (aa:bb:cc:dd:ee:ff), in one transaction: every row
 * that names it. Its sessions, trial grants, voucher attempts, rate-limit counters, analytics
 * events, the addresses its gateway said it held, the browser bound to it and its handoff
 * credential go; its gateway
 * accounting stays as figures (bytes, times) without the mac, closed if it was open. A voucher the
 * device used keeps its shared data total: it is the voucher's, not the device's. (Every table with
 * a mac column is named here: tests/tools/erase.test.ts finds the mac nowhere afterwards.)
 */
export function eraseByMac(store: Storage, mac: string, now: number): Promise<ErasureReport> {
  return store.transaction(async ({ q }) => {
    const report = emptyReport();
    const deleted = async (
      name: string,
      query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> },
    ) => {
      report.removed[name] = Number((await query.executeTakeFirst()).numDeletedRows);
    };
    await deleted("sessions", q.deleteFrom("sessions").where("mac", "=", mac));
    await deleted("trial and free grants", q.deleteFrom("open_grants").where("mac", "=", mac));
    await deleted("voucher attempts", q.deleteFrom("voucher_attempts").where("mac", "=", mac));
    // the counters that name the device: the voucher limiter's, an address after the mac
    // (vouchers/voucherLimiter.ts), and a device its gateway vouched for, counted as itself: the key
    // ends in the mac (rateLimit/LimitClient.ts). LIKE's wildcards escaped, as the LimitStore's forget
    const part = `|${mac}`.replace(/[\\%_]/g, (c) => `\\${c}`);
    await deleted(
      "rate-limit counters",
      q
        .deleteFrom("rate_limit_hits")
        .where(sql<boolean>`(key like ${`%${part}|%`} escape '\\' or key like ${`%${part}`} escape '\\')`),
    );
    // the gateway's word on which address the device held (access/deviceAddresses.ts)
    await deleted("device addresses", q.deleteFrom("device_addresses").where("mac", "=", mac));
    // which browser the device was bound to in an unverified zone (security/binding.ts)
    await deleted("browser bindings", q.deleteFrom("device_bindings").where("mac", "=", mac));
    // the one-time credential its last grant handed it to its gateway with (access/credentials/)
    await deleted("handoff credentials", q.deleteFrom("handoff_credentials").where("mac", "=", mac));
    // its gateways' last answers about it, kept for the desk (access/verdict.ts)
    await deleted("RADIUS verdicts", q.deleteFrom("radius_verdicts").where("mac", "=", mac));
    let events = 0;
    for (const { zoneId, ids } of await analyticsOf(q, mac))
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        const result = await q
          .deleteFrom("analytics_events")
          .where("zone_id", "=", zoneId)
          .where("session_id", "in", chunk)
          .executeTakeFirst();
        events += Number(result.numDeletedRows);
      }
    report.removed["analytics events"] = events;
    // an open one is closed first: without its mac it names no device online
    await q
      .updateTable("accounting_sessions")
      .set({ stopped_at: now, terminate_cause: "Admin-Reset" })
      .where("mac", "=", mac)
      .where("stopped_at", "is", null)
      .execute();
    const accounting = await q
      .updateTable("accounting_sessions")
      .set({ mac: ERASED, user_name: ERASED })
      .where("mac", "=", mac)
      .executeTakeFirst();
    report.anonymised["gateway accounting sessions (bytes and times kept)"] = Number(
      accounting.numUpdatedRows,
    );
    return report;
  });
}
