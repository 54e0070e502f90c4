import { openSessionTerms } from "../opens/openRules.ts";
import { MINUTE } from "../domain/time.ts";
import type { OpenRecord, SessionTerms, VoucherRecord } from "../domain/types.ts";
import { voucherSessionTerms } from "../vouchers/voucherSessionTerms.ts";
import type { DemoDevice } from "./DemoData.ts";

// a demo (or test mode) device's terms: its voucher's, else its open's, with the reset it names
export function demoDeviceTerms(
  d: DemoDevice,
  start: number,
  voucher?: VoucherRecord,
  open?: OpenRecord,
): SessionTerms {
  if (voucher) return voucherSessionTerms(voucher, start);
  const terms = openSessionTerms(open as OpenRecord, start);
  if (!d.reset) return terms;
  const periodMs = d.reset.periodMinutes * MINUTE;
  return { ...terms, resetMethod: d.reset.method, periodMs, endAt: start + periodMs, endPermanentAt: null };
}
