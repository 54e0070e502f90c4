import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isHttpsUrl } from "../../http/isHttpsUrl.ts";
import type { FormContext } from "./FormContext.ts";

export const HANDOFF_COOKIE = "gw-handoff";
// long enough for the access controller's round trip and back, short enough to hold no booking long
const HANDOFF_S = 10 * 60;

/**
 * What a form the server answered leaves for the app on the page it comes back to (the cruise
 * login's relay id and booking, the store's checkout): the app would have kept it in session
 * storage before sending the device to the controller, but the script had not run. Kept for this
 * browser only (HttpOnly), for one page, and only for the device it was made for.
 */
export interface Handoff {
  zoneId: string;
  mac: string;
  // kept: set again by the server while it polls for a page without the script (cruiseCheck.ts)
  // chargeRelayId: a package's charge relayed to the controller, polled by the package page (cruiseCheck.ts)
  cruise?: {
    validateRelayId: string;
    user: Record<string, string>;
    kept?: boolean;
    chargeRelayId?: string;
    packageId?: string;
    // the charge's answer, for the purchase-complete page it went on to
    purchased?: { packageId: string; code: string };
  };
  checkout?: Record<string, unknown>;
}

export function setHandoff(fc: FormContext, handoff: Omit<Handoff, "zoneId" | "mac">): void {
  keepHandoff(fc.ctx, fc.reply, { zoneId: fc.actor.zone.zoneId, mac: fc.actor.mac }, handoff);
}

/** The handoff kept (again) for the device's next page: a validation still running (cruiseCheck.ts). */
export function keepHandoff(
  ctx: FastifyInstance,
  reply: FastifyReply,
  device: { zoneId: string; mac: string },
  handoff: Omit<Handoff, "zoneId" | "mac">,
): void {
  reply.setCookie(HANDOFF_COOKIE, JSON.stringify({ ...device, ...handoff }), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: HANDOFF_S,
    // it may hold a booking: Secure behind an https PUBLIC_URL even when the proxy is not trusted
    secure: isHttpsUrl(ctx.publicUrl) ? true : "auto",
  });
}

/** The handoff for this device, read and left in place (a form posted from the page it was kept for). */
export function peekHandoff(fc: FormContext): Omit<Handoff, "zoneId" | "mac"> | undefined {
  const raw = fc.request.cookies[HANDOFF_COOKIE];
  if (!raw) return undefined;
  try {
    const { zoneId, mac, ...rest } = JSON.parse(raw) as Handoff;
    return zoneId === fc.actor.zone.zoneId && mac === fc.actor.mac ? rest : undefined;
  } catch {
    return undefined;
  }
}

/** The handoff for this device, taken (the cookie is cleared); undefined when there is none. */
export function takeHandoff(
  request: FastifyRequest,
  reply: FastifyReply,
  device: { zoneId: string; mac: string },
): Omit<Handoff, "zoneId" | "mac"> | undefined {
  const raw = request.cookies[HANDOFF_COOKIE];
  if (!raw) return undefined;
  reply.clearCookie(HANDOFF_COOKIE, { path: "/" });
  try {
    const { zoneId, mac, ...rest } = JSON.parse(raw) as Handoff;
    return zoneId === device.zoneId && mac === device.mac ? rest : undefined;
  } catch {
    return undefined;
  }
}
