import type { DeviceLimits } from "../../access/decideAuthorization.ts";
import { OPENNDS_LIMITS, openndsDialect } from "../dialects/openndsDialect.ts";
import type { AuthmonGrant } from "./AuthmonQueue.ts";

/**
 * A level-3 grant as authmon applies it (`ndsctl auth <rhid> <minutes> <up> <down> <up quota>
 * <down quota>`): the same rate and quota numbers level 1's BinAuth answer carries
 * (openndsDialect.limitAttributes), the session length in whole minutes, rounded up (0 would be
 * openNDS's own sessiontimeout; Gangway's accounting ends the session on time whatever the gateway
 * rounds to). No custom text: nothing is left for BinAuth to check, the portal decided already.
 */
export function authmonGrantOf(rhid: string, limits: DeviceLimits): AuthmonGrant {
  const attributes = openndsDialect.limitAttributes(limits);
  const value = (name: string) => Number(attributes.find(([n]) => n === name)?.[1] ?? 0);
  const seconds = value(OPENNDS_LIMITS.session);
  return {
    rhid,
    sessionMinutes: seconds > 0 ? Math.ceil(seconds / 60) : 0,
    upRate: value(OPENNDS_LIMITS.upRate),
    downRate: value(OPENNDS_LIMITS.downRate),
    upQuota: 0,
    downQuota: value(OPENNDS_LIMITS.downQuota),
    custom: "",
  };
}
