import { MINUTE } from "../../domain/time.ts";
import type { OpenRecord, VoucherRecord } from "../../domain/types.ts";
import { testDeviceTerms } from "../sqlite/putDevice.ts";
import type { TestDevice } from "../Storage.ts";
import type { Pool } from "./pgPool.ts";
import { sessionValues, UPSERT_SESSION } from "./pgSessionSql.ts";
import { lockDevice, transaction } from "./pgTransaction.ts";
import { INSERT_VOUCHER, voucherValues } from "./pgVoucherSql.ts";

/** Test mode on PostgreSQL: what SQLite's putDevice does, in one transaction holding the device's lock. */
export async function pgPutDevice(
  pool: Pool,
  zoneId: string,
  d: TestDevice,
  opens: OpenRecord[],
  voucher: VoucherRecord | undefined,
  now: number,
): Promise<void> {
  const start = now - d.startedMinutesAgo * MINUTE;
  const open = opens.find((o) => o.id === d.openId);
  await transaction(pool, async (db) => {
    await lockDevice(db, zoneId, d.mac);
    if (voucher) await db.query(INSERT_VOUCHER, voucherValues(voucher));
    if (open)
      await db.query("INSERT INTO open_grants (zone_id, open_id, mac, granted_at) VALUES ($1, $2, $3, $4)", [
        zoneId,
        open.id,
        d.mac,
        start,
      ]);
    await db.query(
      UPSERT_SESSION,
      sessionValues({
        zoneId,
        mac: d.mac,
        acAuthed: d.accessControllerAuthed,
        openId: open?.id ?? null,
        openKeyword: open?.keyword ?? null,
        voucherCode: voucher?.code ?? null,
        authedAt: start,
        bytesUsed: d.bytesUsed ?? 0,
        terms: testDeviceTerms(d, start, voucher, open),
      }),
    );
    if (d.backendAuthed === false)
      await db.query(
        "UPDATE sessions SET backend_authed = 0, ac_authed = 0 WHERE zone_id = $1 AND mac = $2",
        [zoneId, d.mac],
      );
  });
}
