import type { FleetNetwork } from "../../fleet/Fleet.ts";
import type { DeviceLimits } from "./decideAuthorization.ts";

export type Attribute = [name: string, value: string | number];

const GIGAWORD = 2 ** 32;
export const DEFAULT_INTERIM_SECONDS = 60;
export const DEFAULT_IDLE_SECONDS = 900;
// the longest a gateway keeps a device online before it asks again (Termination-Action
// RADIUS-Request; a gateway that ignores it ends the session, and MAC authentication starts the
// next): a device Gangway let go whose Disconnect-Request never arrived is off within this
export const REAUTH_SECONDS = 3600;

// a byte count in RFC 2869's way: the low 32 bits, and how many times 2^32 went into it
const words = (bytes: number) => ({ low: bytes % GIGAWORD, high: Math.floor(bytes / GIGAWORD) });
// MikroTik's "rx/tx" in kbit/s, 0 for no limit
const rate = (bps: number | null) => (bps === null ? "0" : `${Math.max(1, Math.round(bps / 1000))}k`);

/**
 * The reply attributes of an Access-Accept, in the dialect of the zone's gateway (its manifest's
 * network.gateway): the session's time left (at most REAUTH_SECONDS, then the gateway asks again),
 * the idle timeout and interim interval always; the
 * speed and data allowance as WISPr and ChilliSpot (CoovaChilli) or Mikrotik attributes.
 */
export function replyAttributes(limits: DeviceLimits, network: FleetNetwork = {}): Attribute[] {
  const out: Attribute[] = [];
  out.push(["Session-Timeout", Math.min(limits.sessionTimeout ?? REAUTH_SECONDS, REAUTH_SECONDS)]);
  out.push(["Termination-Action", "RADIUS-Request"]);
  out.push(["Idle-Timeout", network.idleTimeoutSeconds ?? DEFAULT_IDLE_SECONDS]);
  out.push(["Acct-Interim-Interval", network.interimIntervalSeconds ?? DEFAULT_INTERIM_SECONDS]);
  const left = limits.octetsLeft === null ? null : words(limits.octetsLeft);
  if ((network.gateway ?? "generic") === "mikrotik") {
    if (limits.downBps !== null || limits.upBps !== null)
      // the router's receive rate (the device's upload) first, then its transmit rate
      out.push(["Mikrotik-Rate-Limit", `${rate(limits.upBps)}/${rate(limits.downBps)}`]);
    if (left) out.push(["Mikrotik-Total-Limit", left.low], ["Mikrotik-Total-Limit-Gigawords", left.high]);
    return out;
  }
  if (limits.downBps !== null) out.push(["WISPr-Bandwidth-Max-Down", limits.downBps]);
  if (limits.upBps !== null) out.push(["WISPr-Bandwidth-Max-Up", limits.upBps]);
  if (left && network.gateway === "coovachilli")
    out.push(["ChilliSpot-Max-Total-Octets", left.low], ["ChilliSpot-Max-Total-Gigawords", left.high]);
  return out;
}
