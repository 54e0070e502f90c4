import type { Gateway } from "../gateway/gateway.ts";
import type { Store } from "../storage/Store.ts";
import { type ResetOutcome, resetSession } from "./resetSession.ts";

/**
 * A new period for the device's session, from the API or from the portal's form alike: the gateway
 * lets the device go, and lets it back on with the new period's limits.
 */
export async function resetDevice(
  ctx: { store: Store; gateway: Gateway; now: () => number },
  zoneId: string,
  mac: string,
): Promise<ResetOutcome> {
  const outcome = await resetSession(ctx.store, zoneId, mac, ctx.now());
  if (outcome === "reset") void ctx.gateway.disconnector.disconnect(zoneId, mac, "reset");
  return outcome;
}
