import type { FastifyBaseLogger } from "fastify";
import type { ZoneVerification } from "./ZoneVerification.ts";

// at every start: the zones where a device's session answers the first browser only, since its
// gateway vouches for nothing (in production, those UNVERIFIED_ZONES lists)
export function logUnverifiedZones(log: FastifyBaseLogger, verification: ZoneVerification): void {
  const unverified = verification.unverified();
  if (unverified.length === 0) return;
  // what a stranger who knows a device's MAC can do there, exactly (server/README.md, "Device identity")
  const what =
    "zones served unverified: no gateway vouches for their devices. There a device's running session answers " +
    "only the browser that started it; a stranger who knows a MAC can start a trial for it (its own once a day, " +
    "never the owner's) and hold the device for that trial's time at most, start free access the owner may " +
    "replace with its own at once, or activate a voucher it holds on it";
  if (verification.production) log.warn({ unverifiedZones: unverified }, `${what} (UNVERIFIED_ZONES)`);
  else log.info({ unverifiedZones: unverified }, what);
}
