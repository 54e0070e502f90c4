import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { cruiseLimiter } from "../cruise/cruiseLimiter.ts";
import { handoffRetryLimit } from "../gateway/handoff/handoffRetryLimit.ts";
import { DEFAULT_OPEN_LIMITS, type OpenLimits } from "../opens/openLimits.ts";
import { DbLimitStore } from "../rateLimit/DbLimitStore.ts";
import type { LimitEpoch } from "../rateLimit/LimitEpoch.ts";
import type { LimitStore } from "../rateLimit/LimitStore.ts";
import { attemptKey } from "../vouchers/attemptedCode.ts";
import { voucherLimiter } from "../vouchers/voucherLimiter.ts";
import { DEFAULT_VOUCHER_LIMITS, scaleClientLimit, type VoucherLimits } from "../vouchers/VoucherLimits.ts";
import { PassengerSeam } from "./PassengerSeam.ts";
import { type EnvOption, ownSection } from "../env/ownSection.ts";
import { readSeamEnv } from "./readSeamEnv.ts";

declare module "fastify" {
  interface FastifyInstance {
    // every passenger action, for the API and the pages' forms alike (seam/PassengerSeam.ts)
    seam: PassengerSeam;
    // every rate limit's counters (server/rateLimit/LimitStore.ts)
    limits: LimitStore;
    // every per-client-address maximum is multiplied by this (CLIENT_LIMIT_SCALE; browser tests
    // share one loopback address)
    clientLimitScale: number;
    // part of every rate limit's counter key: test mode's reset moves it on, so counters start over
    limitEpoch: LimitEpoch;
  }
}

export interface SeamPluginOptions {
  // where rate-limit counters live; default: the database (survives restarts)
  limitStore?: LimitStore;
  voucherLimits?: Partial<VoucherLimits>;
  // trial and free activations (default: server/opens/openLimits.ts)
  openLimits?: Partial<OpenLimits>;
  // multiplies every per-client-address maximum (default 1): many clients behind one address
  clientLimitScale?: number;
}

/** Every passenger action behind one seam, with the rate limits they count against. */
async function seamPlugin(app: FastifyInstance, options: SeamPluginOptions & EnvOption): Promise<void> {
  // its own section of the environment, under what the composition or a test hands it
  const o = ownSection(options, readSeamEnv);
  const { storage, now, metrics: counts, gateway, devices } = app;
  const limits = o.limitStore ?? new DbLimitStore(storage);
  const limitEpoch: LimitEpoch = { value: 0 };
  const clientLimitScale = o.clientLimitScale ?? 1;
  const voucherLimits = scaleClientLimit(
    { ...DEFAULT_VOUCHER_LIMITS, ...o.voucherLimits },
    o.clientLimitScale,
  );
  const openLimits = { ...DEFAULT_OPEN_LIMITS, ...o.openLimits };
  const letGo = (zoneId: string, mac: string, why: string) =>
    void gateway.disconnector.disconnect(zoneId, mac, why);
  const seam = new PassengerSeam({
    ...{ devices, now, publicUrl: app.publicUrl, targetKey: gateway.targetKey },
    vouchers: {
      ...{ storage, attemptKey: attemptKey(app.secret), counts, letGo },
      limit: voucherLimiter(limits, voucherLimits, limitEpoch, now),
    },
    opens: { storage, limits, openLimits, limitEpoch, clientLimitScale, counts },
    sessions: { storage, letGo },
    cruise: {
      storage,
      limit: cruiseLimiter(limits, limitEpoch, now, clientLimitScale),
      jobDelayMs: app.cruiseJobDelayMs,
    },
    checkout: {
      ...{ storage, nets: app.nets, payment: app.payment, limits, now, counts },
      ...{ limitEpoch, clientLimitScale, shipShoreLink: app.shipShoreLink },
    },
    handoff: {
      ...{ storage, zones: () => app.zones.zones, credentialKey: gateway.credentialKey },
      gatewayKeyOf: (zoneId) => devices.gatewayKeyOf(zoneId),
      retryLimit: handoffRetryLimit(limits, limitEpoch),
      authmon: gateway.authmonQueue,
    },
  });
  app.decorate("seam", seam);
  app.decorate("limits", limits);
  app.decorate("clientLimitScale", clientLimitScale);
  app.decorate("limitEpoch", limitEpoch);
}

export default fp(seamPlugin, {
  name: "gangway-seam",
  dependencies: ["gangway-gateway", "gangway-shop", "gangway-simulators", "gangway-ship-shore"],
});
