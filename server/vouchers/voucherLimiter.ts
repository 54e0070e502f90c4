import { checkLimits, type Limited } from "../rateLimit/checkLimits.ts";
import type { LimitClient } from "../rateLimit/LimitClient.ts";
import type { LimitStore } from "../rateLimit/LimitStore.ts";
import type { VoucherLimits } from "./VoucherLimits.ts";
import type { LimitEpoch } from "../rateLimit/LimitEpoch.ts";

export type VoucherScope = "device" | "client" | "zone";
// the device named (its zone and mac), and who asks for it (DeviceAuth.limitClient)
export type VoucherLimiter = (
  device: { zoneId: string; mac: string },
  client: LimitClient,
) => Promise<Limited<VoucherScope> | undefined>;

// per device from one client, then per client (the device the gateway vouches for, else the address:
// request.ip, the proxy's client when TRUST_PROXY names the proxy), then per zone, fairly. No limit spans zones, so no client or zone can
// use up another's. A mac is public: counted per device alone, attempts sent from anywhere for a
// passenger's mac would lock that passenger out, so a device's count is its count from this address;
// a guesser rotating macs still meets its address's limit, and many guessers the zone's cap, which
// refuses them (over their share) and not the passenger who makes an attempt or two.
export function voucherLimiter(
  store: LimitStore,
  limits: VoucherLimits,
  limitEpoch: LimitEpoch,
  now: () => number,
): VoucherLimiter {
  return ({ zoneId: zone, mac }, client) => {
    return checkLimits<VoucherScope>(
      store,
      [
        {
          scope: "device",
          key: `${limitEpoch.value}|voucher|${zone}|${mac}|${client.key}`,
          limit: limits.perDevice,
        },
        { scope: "client", key: `${limitEpoch.value}|voucher|${client.key}`, limit: limits.perClient },
        { scope: "zone", key: `${limitEpoch.value}|voucher|${zone}`, client, cap: limits.perZone },
      ],
      now(),
    );
  };
}
