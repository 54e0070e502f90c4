import type { FastifyInstance, FastifyRequest } from "fastify";
import { normaliseMac } from "../domain/normaliseMac.ts";
import type { VoucherLimits } from "./VoucherLimits.ts";

export interface Limited {
  scope: "device" | "global";
  retryAfterSeconds: number;
}

export type VoucherLimiter = (request: FastifyRequest) => Promise<Limited | undefined>;

// two fixed windows from @fastify/rate-limit, checked by hand because one route
// can carry only one of its hooks. A device over its limit does not use up the global one.
export function voucherLimiter(
  app: FastifyInstance,
  limits: VoucherLimits,
  epoch: { value: number },
): VoucherLimiter {
  const perDevice = app.createRateLimit({
    max: limits.perDevice.max,
    timeWindow: limits.perDevice.windowMs,
    keyGenerator: (request) => {
      const mac = (request.body as { mac: string }).mac;
      return `${epoch.value}|${request.zone.zoneId}|${normaliseMac(mac) ?? mac}`;
    },
  });
  const global = app.createRateLimit({
    max: limits.global.max,
    timeWindow: limits.global.windowMs,
    keyGenerator: () => `${epoch.value}|all`,
  });
  return async (request) => {
    const device = await perDevice(request);
    if (!device.isAllowed && device.isExceeded)
      return { scope: "device", retryAfterSeconds: device.ttlInSeconds };
    const all = await global(request);
    if (!all.isAllowed && all.isExceeded) return { scope: "global", retryAfterSeconds: all.ttlInSeconds };
    return undefined;
  };
}
