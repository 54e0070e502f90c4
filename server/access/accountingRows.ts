import { prepared } from "../storage/prepared.ts";
import type { Db, Storage } from "../storage/Storage.ts";
import { setControllerOnline } from "../sessions/sessionRows.ts";
import { counterTotal } from "./counterTotal.ts";
import type { GatewayDevice } from "./GatewayDevice.ts";
import type { AccountingReport } from "./AccountingReport.ts";

type Key = { client: string; gateway: string; nas: string; id: string };
const keyOf = (device: GatewayDevice, acctSessionId: string): Key => ({
  client: device.client,
  gateway: device.gateway,
  nas: device.nasAddress,
  id: acctSessionId,
});

// on every accounting packet's path: prepared (storage/prepared.ts)
const sessionRow = prepared((q, k: Key) =>
  q
    .selectFrom("accounting_sessions")
    .select(["input_octets", "output_octets", "session_time", "stopped_at", "terminate_cause"])
    .where("client_address", "=", k.client)
    .where("gateway", "=", k.gateway)
    .where("nas_address", "=", k.nas)
    .where("acct_session_id", "=", k.id),
);

// a row from before migration 007 (no client) becomes the first reporting client's
const adoptLegacy = prepared((q, k: Key) =>
  q
    .updateTable("accounting_sessions")
    .set({ client_address: k.client, nas_address: k.nas })
    .where("client_address", "=", "")
    .where("gateway", "=", k.gateway)
    .where("acct_session_id", "=", k.id),
);

type Totals = Key & {
  input: number;
  output: number;
  time: number;
  now: number;
  stopped: number | null;
  cause: string | null;
};

const updateRow = prepared((q, v: Totals) =>
  q
    .updateTable("accounting_sessions")
    .set({
      ...{ input_octets: v.input, output_octets: v.output, session_time: v.time },
      ...{ updated_at: v.now, stopped_at: v.stopped, terminate_cause: v.cause },
    })
    .where("client_address", "=", v.client)
    .where("gateway", "=", v.gateway)
    .where("nas_address", "=", v.nas)
    .where("acct_session_id", "=", v.id),
);

const insertRow = prepared(
  (q, v: Totals & { zoneId: string; mac: string; userName: string; startedAt: number }) =>
    q.insertInto("accounting_sessions").values({
      ...{ client_address: v.client, gateway: v.gateway, nas_address: v.nas, acct_session_id: v.id },
      ...{ zone_id: v.zoneId, mac: v.mac, user_name: v.userName },
      ...{ started_at: v.startedAt, updated_at: v.now, stopped_at: v.stopped },
      ...{ input_octets: v.input, output_octets: v.output, session_time: v.time },
      terminate_cause: v.cause,
    }),
);

/**
 * Inside the caller's transaction: the gateway's session row (made on its first packet, whatever
 * its status) brought up to the report's totals, which only ever grow (counterTotal.ts), until its
 * Stop. Returns by how many bytes they grew, and whether the session had stopped before this packet
 * (a late one changes nothing).
 */
export async function accountingSessionOf(
  q: Db,
  device: GatewayDevice,
  zoneId: string,
  r: AccountingReport,
  now: number,
): Promise<{ grew: number; wasStopped: boolean }> {
  const key = keyOf(device, r.acctSessionId);
  let [row] = await sessionRow(q, key);
  if (!row) {
    await adoptLegacy(q, key);
    [row] = await sessionRow(q, key);
  }
  const stopping = r.status === "Stop" ? now : null;
  if (!row) {
    const totals = { input: r.inputOctets, output: r.outputOctets, time: r.sessionTime };
    await insertRow(q, {
      ...key,
      ...totals,
      ...{ now, stopped: stopping, cause: r.terminateCause ?? null },
      ...{
        zoneId,
        mac: device.mac as string,
        userName: device.userName,
        startedAt: now - r.sessionTime * 1000,
      },
    });
    return { grew: r.inputOctets + r.outputOctets, wasStopped: false };
  }
  // the session is over: a packet after its Stop (a late Interim-Update, the Stop resent) adds
  // nothing, whatever its counters say, and leaves the row as the Stop closed it
  if (row.stopped_at !== null) return { grew: 0, wasStopped: true };
  // PostgreSQL answers BIGINT as text
  const [storedIn, storedOut] = [Number(row.input_octets), Number(row.output_octets)];
  const input = counterTotal(storedIn, r.inputOctets, r.counters32);
  const output = counterTotal(storedOut, r.outputOctets, r.counters32);
  await updateRow(q, {
    ...key,
    ...{ input, output, time: Math.max(Number(row.session_time), r.sessionTime), now },
    stopped: row.stopped_at ?? stopping,
    cause: row.terminate_cause ?? r.terminateCause ?? null,
  });
  return { grew: input - storedIn + (output - storedOut), wasStopped: row.stopped_at !== null };
}

/**
 * Accounting-On or -Off: the gateway restarted (or is about to), and every session it had open is
 * over; another gateway's, though it shares its NAS-Identifier, are not. Its devices are offline at
 * the controller unless another gateway still has them.
 */
export async function stopGateway(store: Storage, device: GatewayDevice, now: number): Promise<void> {
  await store.transaction(async ({ q }) => {
    const mine = { client: device.client, gateway: device.gateway, nas: device.nasAddress };
    const open = await q
      .selectFrom("accounting_sessions")
      .select(["zone_id", "mac"])
      .where("client_address", "=", mine.client)
      .where("gateway", "=", mine.gateway)
      .where("nas_address", "=", mine.nas)
      .where("stopped_at", "is", null)
      .execute();
    await q
      .updateTable("accounting_sessions")
      .set({ stopped_at: now, updated_at: now, terminate_cause: "NAS-Reboot" })
      .where("client_address", "=", mine.client)
      .where("gateway", "=", mine.gateway)
      .where("nas_address", "=", mine.nas)
      .where("stopped_at", "is", null)
      .execute();
    for (const { zone_id, mac } of open) await offlineUnlessOpen(q, zone_id, mac);
  });
}

/**
 * Accounting sessions are session logs: kept as long as the terms keep them (30 days after they
 * stopped), and one its gateway stopped reporting for a day (lost Stop, gateway gone) is closed.
 */
export async function pruneAccounting(store: Storage, before: number, silentSince: number): Promise<number> {
  await store.db
    .updateTable("accounting_sessions")
    .set({ stopped_at: silentSince, terminate_cause: "Lost-Carrier" })
    .where("stopped_at", "is", null)
    .where("updated_at", "<", silentSince)
    .execute();
  const result = await store.db
    .deleteFrom("accounting_sessions")
    .where("stopped_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const openSession = prepared((q, v: { zoneId: string; mac: string }) =>
  q
    .selectFrom("accounting_sessions")
    .select("gateway")
    .where("zone_id", "=", v.zoneId)
    .where("mac", "=", v.mac)
    .where("stopped_at", "is", null)
    .limit(1),
);

/** The device is offline at the controller, unless one of its accounting sessions is still open. */
export async function offlineUnlessOpen(q: Db, zoneId: string, mac: string): Promise<void> {
  const [open] = await openSession(q, { zoneId, mac });
  if (!open) await setControllerOnline(q, zoneId, mac, false);
}
