import type { Database } from "better-sqlite3";
import { openSessionTerms } from "../../domain/openPolicy.ts";
import { MINUTE } from "../../domain/time.ts";
import type { OpenRecord, SessionTerms, VoucherRecord } from "../../domain/types.ts";
import { voucherSessionTerms } from "../../domain/voucherTerms.ts";
import type { TestDevice } from "../Storage.ts";
import { REPLACE_SESSION, sessionParams } from "./sessionSql.ts";
import { INSERT_VOUCHER } from "./voucherSql.ts";

export function testDeviceTerms(
  d: TestDevice,
  start: number,
  voucher?: VoucherRecord,
  open?: OpenRecord,
): SessionTerms {
  if (voucher) return voucherSessionTerms(voucher, start);
  const base = openSessionTerms(open as OpenRecord, start);
  if (!d.reset) return base;
  const periodMs = d.reset.periodMinutes * MINUTE;
  return { ...base, resetMethod: d.reset.method, periodMs, endAt: start + periodMs, endPermanentAt: null };
}

/** Test mode: one device's session set directly, replacing any it had; backendAuthed false is a device that logged out. */
export function putDevice(
  db: Database,
  zoneId: string,
  d: TestDevice,
  opens: OpenRecord[],
  voucher: VoucherRecord | undefined,
  now: number,
): void {
  const start = now - d.startedMinutesAgo * MINUTE;
  const open = opens.find((o) => o.id === d.openId);
  db.transaction(() => {
    if (voucher) db.prepare(INSERT_VOUCHER).run(voucher);
    if (open)
      db.prepare("INSERT INTO open_grants (zone_id, open_id, mac, granted_at) VALUES (?, ?, ?, ?)").run(
        zoneId,
        open.id,
        d.mac,
        start,
      );
    db.prepare(REPLACE_SESSION).run(
      sessionParams({
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
      db.prepare("UPDATE sessions SET backend_authed = 0, ac_authed = 0 WHERE zone_id = ? AND mac = ?").run(
        zoneId,
        d.mac,
      );
  })();
}
