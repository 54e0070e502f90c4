import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../AppContext.ts";
import { isHttpsUrl } from "../../http/isHttpsUrl.ts";
import { mintCredential } from "../credentials/mintCredential.ts";
import { credentialPassword } from "../credentials/credentialPassword.ts";
import { dialectOf } from "../dialects/dialectOf.ts";
import type { GatewayDialect, HandoffStep } from "../dialects/GatewayDialect.ts";
import { portalUrl } from "../portalUrl.ts";
import { portalOrigins } from "./readGatewayEntry.ts";
import { type KeptTarget, keepTarget, keptTarget } from "./targetCookie.ts";

/** A step the browser follows by navigating: the only kind the portal's pages may take (CSP form-action 'self'). */
export type BrowserStep = { method: "GET"; url: string };

export type Handoff =
  // the spec's controller: the portal builds its redirect as it always did
  | { kind: "spec" }
  | { kind: "step"; step: BrowserStep }
  // a vendor's gateway, but this browser keeps no login address its gateway vouched for, or the
  // device holds no grant: nowhere to hand it to (the status page says not connected)
  | { kind: "none"; why: "no-target" | "no-grant" };

export const GATEWAY_LOGIN_PATH = "/gateway/login";

interface Device {
  zoneId: string;
  mac: string;
}

/** The zone's dialect and what this browser keeps of where the device logs on. */
export function handoffOf(ctx: AppContext, request: FastifyRequest, device: Device) {
  const zone = ctx.zones.zones.find((z) => z.zoneId === device.zoneId);
  const dialect: GatewayDialect = dialectOf(zone?.network?.gateway);
  const kept = keptTarget(request, ctx.gateway.targetKey, device, ctx.now());
  return { dialect, kept };
}

/** The gateway's login step for a credential (the same inputs give the same step, for /gateway/login). */
export function loginStepOf(
  ctx: AppContext,
  request: FastifyRequest,
  dialect: GatewayDialect,
  kept: KeptTarget,
  credential: { id: string; username: string },
): HandoffStep | null {
  const device = { mac: kept.mac, zoneId: kept.zoneId };
  const [origin] = portalOrigins(ctx, request);
  return dialect.login({
    target: kept.target,
    username: credential.username,
    password: credentialPassword(ctx.gateway.credentialKey, credential.id),
    // the hotspot opens it once the device is online: the status page, connecting until Start
    returnUrl: `${origin}${portalUrl("/status", { ...device, connecting: kept.tries })}`,
    secret: ctx.devices.gatewayKeyOf(kept.zoneId),
  });
}

/**
 * After a grant (voucher, trial or free access, reset), or for another try (the status page's
 * Connect, a failed return): a one-time credential for the device, and its gateway's login step
 * with it, from where this browser's device logs on as its gateway's redirect said. A POST step is
 * drawn by the portal's own page (`/gateway/login`, with a policy that lets it post there).
 */
export async function loginHandoff(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  device: Device,
  retry = false,
): Promise<Handoff> {
  const { dialect, kept } = handoffOf(ctx, request, device);
  if (dialect.name === "spec") return { kind: "spec" };
  if (!kept) return { kind: "none", why: "no-target" };
  const credential = await mintCredential(ctx.store, device.zoneId, device.mac, ctx.now());
  if (!credential) return { kind: "none", why: "no-grant" };
  const next = { ...kept, tries: retry ? kept.tries + 1 : 1 };
  keepTarget(reply, ctx.gateway.targetKey, next, isHttpsUrl(ctx.publicUrl));
  const step = loginStepOf(ctx, request, dialect, next, credential);
  if (!step) return { kind: "none", why: "no-target" };
  if (step.method === "GET") return { kind: "step", step };
  return { kind: "step", step: { method: "GET", url: `${GATEWAY_LOGIN_PATH}?c=${credential.id}` } };
}

/** After a logout: the gateway's own logout for the device, when its dialect has one. */
export function logoutHandoff(ctx: AppContext, request: FastifyRequest, device: Device): Handoff {
  const { dialect, kept } = handoffOf(ctx, request, device);
  if (dialect.name === "spec") return { kind: "spec" };
  const step = dialect.logout(kept?.target);
  return step?.method === "GET" ? { kind: "step", step } : { kind: "none", why: "no-target" };
}

/** The JSON API's part of an answer: the step the browser follows, when there is one. */
export const handoffAnswer = (handoff: Handoff): { handoff?: BrowserStep } =>
  handoff.kind === "step" ? { handoff: handoff.step } : {};
