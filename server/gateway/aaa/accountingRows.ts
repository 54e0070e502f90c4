import type { Db, Store, Tx } from "../../storage/Store.ts";
import type { GatewayDevice } from "./GatewayPacket.ts";
import type { AccountingReport } from "./recordAccounting.ts";

/**
 * Inside the caller's transaction: the gateway's session row (made on its first packet, whatever
 * its status) brought up to the report's totals, which only ever grow. Returns by how many bytes
 * they grew, and whether the session had stopped before this packet (a late one changes nothing).
 */
export async function accountingSessionOf(
  tx: Tx,
  device: GatewayDevice,
  zoneId: string,
  r: AccountingReport,
  now: number,
): Promise<{ grew: number; wasStopped: boolean }> {
  const { q } = tx;
  const key = { gateway: device.gateway, acct_session_id: r.acctSessionId };
  const row = await tx
    .forUpdate(
      q
        .selectFrom("accounting_sessions")
        .selectAll()
        .where("gateway", "=", key.gateway)
        .where("acct_session_id", "=", key.acct_session_id),
    )
    .executeTakeFirst();
  const stopping = r.status === "Stop" ? now : null;
  if (!row) {
    await q
      .insertInto("accounting_sessions")
      .values({
        ...key,
        ...{
          zone_id: zoneId,
          mac: device.mac as string,
          user_name: device.userName,
          nas_address: device.nasAddress,
        },
        ...{ started_at: now - r.sessionTime * 1000, updated_at: now, stopped_at: stopping },
        ...{ input_octets: r.inputOctets, output_octets: r.outputOctets, session_time: r.sessionTime },
        terminate_cause: r.terminateCause ?? null,
      })
      .execute();
    return { grew: r.inputOctets + r.outputOctets, wasStopped: false };
  }
  const input = Math.max(row.input_octets, r.inputOctets);
  const output = Math.max(row.output_octets, r.outputOctets);
  await q
    .updateTable("accounting_sessions")
    .set({
      ...{
        input_octets: input,
        output_octets: output,
        session_time: Math.max(row.session_time, r.sessionTime),
      },
      ...{ updated_at: now, nas_address: device.nasAddress, stopped_at: row.stopped_at ?? stopping },
      terminate_cause: row.terminate_cause ?? r.terminateCause ?? null,
    })
    .where("gateway", "=", key.gateway)
    .where("acct_session_id", "=", key.acct_session_id)
    .execute();
  return {
    grew: input - row.input_octets + (output - row.output_octets),
    wasStopped: row.stopped_at !== null,
  };
}

/**
 * Accounting-On or -Off: the gateway restarted (or is about to), and every session it had open is
 * over. Its devices are offline at the controller unless another gateway still has them.
 */
export async function stopGateway(store: Store, gateway: string, now: number): Promise<void> {
  await store.transaction(async ({ q }) => {
    const open = await q
      .selectFrom("accounting_sessions")
      .select(["zone_id", "mac"])
      .where("gateway", "=", gateway)
      .where("stopped_at", "is", null)
      .execute();
    await q
      .updateTable("accounting_sessions")
      .set({ stopped_at: now, updated_at: now, terminate_cause: "NAS-Reboot" })
      .where("gateway", "=", gateway)
      .where("stopped_at", "is", null)
      .execute();
    for (const { zone_id, mac } of open) await offlineUnlessOpen(q, zone_id, mac);
  });
}

/**
 * Accounting sessions are session logs: kept as long as the terms keep them (30 days after they
 * stopped), and one its gateway stopped reporting for a day (lost Stop, gateway gone) is closed.
 */
export async function pruneAccounting(store: Store, before: number, silentSince: number): Promise<number> {
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

/** The device is offline at the controller, unless one of its accounting sessions is still open. */
export async function offlineUnlessOpen(q: Db, zoneId: string, mac: string): Promise<void> {
  const open = await q
    .selectFrom("accounting_sessions")
    .select("gateway")
    .where("zone_id", "=", zoneId)
    .where("mac", "=", mac)
    .where("stopped_at", "is", null)
    .executeTakeFirst();
  if (!open)
    await q
      .updateTable("sessions")
      .set({ ac_authed: 0 })
      .where("zone_id", "=", zoneId)
      .where("mac", "=", mac)
      .execute();
}
