import { MINUTE } from "../domain/time.ts";

export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface VoucherLimits {
  // attempts one device may make in a zone
  perDevice: WindowLimit;
  // attempts all devices together may make: bounds guessing with changing macs
  global: WindowLimit;
}

export const DEFAULT_VOUCHER_LIMITS: VoucherLimits = {
  perDevice: { max: 10, windowMs: 10 * MINUTE },
  global: { max: 300, windowMs: MINUTE },
};
