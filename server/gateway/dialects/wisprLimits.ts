import type { DeviceLimits } from "../../access/decideAuthorization.ts";
import type { Attribute } from "../aaa/Attribute.ts";

const GIGAWORD = 2 ** 32;

// a byte count in RFC 2869's way: the low 32 bits, and how many times 2^32 went into it
export const words = (bytes: number) => ({ low: bytes % GIGAWORD, high: Math.floor(bytes / GIGAWORD) });

/** The speed limits as the WISPr attributes most gateways read (the spec's controller, CoovaChilli). */
export function wisprLimits(limits: DeviceLimits): Attribute[] {
  const out: Attribute[] = [];
  if (limits.downBps !== null) out.push(["WISPr-Bandwidth-Max-Down", limits.downBps]);
  if (limits.upBps !== null) out.push(["WISPr-Bandwidth-Max-Up", limits.upBps]);
  return out;
}
