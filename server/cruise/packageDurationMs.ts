import { DAY, HOUR, MINUTE } from "../domain/time.ts";
import type { DurationUnit } from "../zones/FleetCruisePackage.ts";

const UNIT_MS: Record<DurationUnit, number> = { minutes: MINUTE, hours: HOUR, days: DAY };

// a package's voucher runs this long from its first activation
export function packageDurationMs(duration: number, unit: DurationUnit): number {
  return duration * UNIT_MS[unit];
}
