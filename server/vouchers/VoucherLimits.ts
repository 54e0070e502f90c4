import { MINUTE } from "../domain/time.ts";
import type { FairCap, WindowLimit } from "../rateLimit/checkLimits.ts";

export type { FairCap, WindowLimit };

export interface VoucherLimits {
  // attempts for one device in a zone from one client address: whoever else names its (public) mac
  // counts against their own address, never the device's
  perDevice: WindowLimit;
  // attempts one client address may make, whatever mac or zone header it sends: rotating them
  // does not help a guesser
  perClient: WindowLimit;
  // attempts all devices of one zone may make together: bounds guessing from many addresses, and
  // a flood in one zone never reaches another's. Filled, it refuses only the addresses that made
  // more than their share of it: a passenger with a valid code from a fresh address still gets in
  perZone: FairCap;
}

// a client address's maximum and its share of the zone's cap, times CLIENT_LIMIT_SCALE (many
// clients behind one address)
export function scaleClientLimit(limits: VoucherLimits, scale = 1): VoucherLimits {
  return {
    ...limits,
    perClient: { ...limits.perClient, max: limits.perClient.max * scale },
    perZone: { ...limits.perZone, share: limits.perZone.share * scale },
  };
}

// 100 addresses at their own 30 make 3,000 attempts: half the backstop
export const DEFAULT_VOUCHER_LIMITS: VoucherLimits = {
  perDevice: { max: 10, windowMs: 10 * MINUTE },
  perClient: { max: 30, windowMs: 10 * MINUTE },
  perZone: { max: 300, windowMs: MINUTE, share: 5, hardMax: 6000 },
};
