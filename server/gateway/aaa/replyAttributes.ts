import type { FleetNetwork } from "../../zones/ZoneDefinition.ts";
import { dialectOf } from "../dialects/dialectOf.ts";
import type { DeviceLimits } from "../../access/decideAuthorization.ts";
import type { Attribute } from "./Attribute.ts";

export const DEFAULT_INTERIM_SECONDS = 60;
export const DEFAULT_IDLE_SECONDS = 900;
// the longest a gateway keeps a device online before it asks again (Termination-Action
// RADIUS-Request; a gateway that ignores it ends the session, and MAC authentication starts the
// next): a device Gangway let go whose Disconnect-Request never arrived is off within this
export const REAUTH_SECONDS = 3600;

/**
 * The reply attributes of an Access-Accept: the session's time left (at most REAUTH_SECONDS,
 * then the gateway asks again), the idle timeout and interim interval always; the speed and data
 * allowance in the dialect of the zone's gateway (its manifest's network.gateway: WISPr,
 * ChilliSpot or Mikrotik attributes; server/gateway/dialects/).
 */
export function replyAttributes(limits: DeviceLimits, network: FleetNetwork = {}): Attribute[] {
  const out: Attribute[] = [];
  out.push(["Session-Timeout", Math.min(limits.sessionTimeout ?? REAUTH_SECONDS, REAUTH_SECONDS)]);
  out.push(["Termination-Action", "RADIUS-Request"]);
  out.push(["Idle-Timeout", network.idleTimeoutSeconds ?? DEFAULT_IDLE_SECONDS]);
  out.push(["Acct-Interim-Interval", network.interimIntervalSeconds ?? DEFAULT_INTERIM_SECONDS]);
  return [...out, ...dialectOf(network.gateway).limitAttributes(limits)];
}
