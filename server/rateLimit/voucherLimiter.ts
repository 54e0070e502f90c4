import type { FastifyRequest } from "fastify";
import { normaliseMac } from "../domain/normaliseMac.ts";
import { checkLimits, type Limited } from "./checkLimits.ts";
import type { LimitStore } from "./LimitStore.ts";
import type { VoucherLimits } from "./VoucherLimits.ts";
import { clientKey } from "./clientKey.ts";

export type VoucherScope = "device" | "client" | "zone";
export type VoucherLimiter = (request: FastifyRequest) => Promise<Limited<VoucherScope> | undefined>;

// per device, then per client address (request.ip: the proxy's client when TRUST_PROXY names the
// proxy), then per zone. No limit spans zones, so no client or zone can use up another's.
export function voucherLimiter(
  store: LimitStore,
  limits: VoucherLimits,
  epoch: { value: number },
  now: () => number,
): VoucherLimiter {
  return (request) => {
    const mac = (request.body as { mac: string }).mac;
    const zone = request.zone.zoneId;
    return checkLimits<VoucherScope>(
      store,
      [
        {
          scope: "device",
          key: `${epoch.value}|voucher|${zone}|${normaliseMac(mac) ?? mac}`,
          limit: limits.perDevice,
        },
        { scope: "client", key: `${epoch.value}|voucher|${clientKey(request.ip)}`, limit: limits.perClient },
        { scope: "zone", key: `${epoch.value}|voucher|${zone}`, limit: limits.perZone },
      ],
      now(),
    );
  };
}
