import type { FleetNetwork } from "../../fleet/Fleet.ts";
import { dialectOf } from "../dialects/dialectOf.ts";
import type { DeviceLimits } from "./decideAuthorization.ts";

export type Attribute = [name: string, value: string | number];

export const DEFAULT_INTERIM_SECONDS = 60;
export const DEFAULT_IDLE_SECONDS = 900;

/**
 * The reply attributes of an Access-Accept: the session's time left, the idle timeout and interim
 * interval always; the speed and data allowance in the dialect of the zone's gateway (its
 * manifest's network.gateway: WISPr, ChilliSpot or Mikrotik attributes; server/gateway/dialects/).
 */
export function replyAttributes(limits: DeviceLimits, network: FleetNetwork = {}): Attribute[] {
  const out: Attribute[] = [];
  if (limits.sessionTimeout !== null) out.push(["Session-Timeout", limits.sessionTimeout]);
  out.push(["Idle-Timeout", network.idleTimeoutSeconds ?? DEFAULT_IDLE_SECONDS]);
  out.push(["Acct-Interim-Interval", network.interimIntervalSeconds ?? DEFAULT_INTERIM_SECONDS]);
  return [...out, ...dialectOf(network.gateway).limitAttributes(limits)];
}
