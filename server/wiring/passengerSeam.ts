import type { BuildAppOptions } from "../BuildAppOptions.ts";
import { cruiseLimiter } from "../cruise/cruiseLimiter.ts";
import type { ZoneRegistry } from "../zones/ZoneRegistry.ts";
import type { FleetLink } from "../shipShore/FleetLink.ts";
import type { Gateway } from "../gateway/gateway.ts";
import { handoffRetryLimit } from "../gateway/handoff/handoffRetryLimit.ts";
import type { Metrics } from "../metrics/Metrics.ts";
import { DEFAULT_OPEN_LIMITS, type OpenLimits } from "../opens/openLimits.ts";
import type { LimitStore } from "../rateLimit/LimitStore.ts";
import { DbLimitStore } from "../rateLimit/DbLimitStore.ts";
import { PassengerSeam } from "../seam/PassengerSeam.ts";
import type { DeviceAuth } from "../security/DeviceAuth.ts";
import type { ShopPayments } from "./shopPayments.ts";
import type { Storage } from "../storage/Storage.ts";
import { attemptKey } from "../vouchers/attemptedCode.ts";
import { voucherLimiter } from "../vouchers/voucherLimiter.ts";
import { DEFAULT_VOUCHER_LIMITS, scaleClientLimit, type VoucherLimits } from "../vouchers/VoucherLimits.ts";

export interface SeamDeps {
  storage: Storage;
  secret: Buffer;
  now: () => number;
  devices: DeviceAuth;
  gateway: Gateway;
  zones: ZoneRegistry;
  shop: ShopPayments;
  fleetLink: FleetLink;
  counts: Metrics;
}

export interface WiredSeam {
  seam: PassengerSeam;
  limits: LimitStore;
  voucherLimits: VoucherLimits;
  openLimits: OpenLimits;
  clientLimitScale: number;
  // bumped by POST /api/test/reset so rate-limit counters start over
  rateLimitEpoch: { value: number };
}

/** Every passenger action behind one seam, with the rate limits they count against. */
export function passengerSeam(options: BuildAppOptions, d: SeamDeps): WiredSeam {
  const { storage, now, counts, gateway } = d;
  const limits = options.limitStore ?? new DbLimitStore(storage);
  const rateLimitEpoch = { value: 0 };
  const clientLimitScale = options.clientLimitScale ?? 1;
  const voucherLimits = scaleClientLimit(
    { ...DEFAULT_VOUCHER_LIMITS, ...options.voucherLimits },
    options.clientLimitScale,
  );
  const openLimits = { ...DEFAULT_OPEN_LIMITS, ...options.openLimits };
  const letGo = (zoneId: string, mac: string, why: string) =>
    void gateway.disconnector.disconnect(zoneId, mac, why);
  const seam = new PassengerSeam({
    ...{ devices: d.devices, now, publicUrl: options.publicUrl, targetKey: gateway.targetKey },
    vouchers: {
      ...{ storage, attemptKey: attemptKey(d.secret), counts, letGo },
      limit: voucherLimiter(limits, voucherLimits, rateLimitEpoch, now),
    },
    opens: { storage, limits, openLimits, limitEpoch: rateLimitEpoch, clientLimitScale, counts },
    sessions: { storage, letGo },
    cruise: {
      storage,
      limit: cruiseLimiter(limits, rateLimitEpoch, now, clientLimitScale),
      jobDelayMs: options.cruiseJobDelayMs ?? 1500,
    },
    checkout: {
      ...{ storage, nets: d.shop.nets, payment: d.shop.payment, limits, now, counts },
      ...{ limitEpoch: rateLimitEpoch, clientLimitScale, fleetLink: d.fleetLink },
    },
    handoff: {
      ...{ storage, zones: () => d.zones.zones, credentialKey: gateway.credentialKey },
      gatewayKeyOf: (zoneId) => d.devices.gatewayKeyOf(zoneId),
      retryLimit: handoffRetryLimit(limits, rateLimitEpoch),
    },
  });
  return { seam, limits, voucherLimits, openLimits, clientLimitScale, rateLimitEpoch };
}
