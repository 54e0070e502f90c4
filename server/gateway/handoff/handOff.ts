import type { ZoneDefinition } from "../../zones/ZoneDefinition.ts";
import type { Storage } from "../../storage/Storage.ts";
import { mintCredential } from "../../access/credentials/mintCredential.ts";
import { credentialPassword } from "../../access/credentials/credentialPassword.ts";
import { dialectOf } from "../dialects/dialectOf.ts";
import type { GatewayDialect, HandoffStep } from "../dialects/GatewayDialect.ts";
import type { AuthmonQueue } from "../opennds/AuthmonQueue.ts";
import { queueAuthmonGrant } from "../opennds/queueAuthmonGrant.ts";
import { portalUrl } from "../portalUrl.ts";
import type { HandoffRetryLimit } from "./handoffRetryLimit.ts";
import type { KeptTarget } from "./targetCookie.ts";

/** A step the browser follows by navigating: the only kind a form's 303 can send it on. */
export type BrowserStep = { method: "GET"; url: string };
/**
 * A gateway's POST login (MikroTik's) the app posts itself: the portal's pages may post to the
 * zone's controller hosts (http/withFormTargets.ts), so a browser with script skips the portal's
 * own page that would post it (one round trip of the ship's link less).
 */
export type PostedStep = { method: "POST"; url: string; fields: Record<string, string> };

export type Handoff =
  // the spec's controller: the portal builds its redirect as it always did
  | { kind: "spec" }
  | { kind: "step"; step: BrowserStep; post?: PostedStep }
  // a vendor's gateway, but this browser keeps no login address its gateway vouched for, or the
  // device holds no grant: nowhere to hand it to (the status page says not connected)
  | { kind: "none"; why: "no-target" | "no-grant" }
  // another try too many for this device in a while (handoffRetryLimit.ts)
  | { kind: "limited"; retryAfterSeconds: number };

export const GATEWAY_LOGIN_PATH = "/gateway/login";

/** What a handoff needs: the database, the zones' gateways, the credentials' key and the zones' gateway keys. */
export interface HandoffDeps {
  storage: Storage;
  zones: () => readonly ZoneDefinition[];
  credentialKey: Buffer;
  gatewayKeyOf: (zoneId: string) => string | undefined;
  // counts a device's tries again; unset: unbounded
  retryLimit?: HandoffRetryLimit;
  // openNDS level 3's grants, until the zone's authmon applies them; unset: none queued
  authmon?: AuthmonQueue;
}

/** Whose handoff: the device, where this browser keeps its gateway's login (the seam reads the cookie), and the portal's origin. */
export interface HandoffAsk {
  zoneId: string;
  mac: string;
  kept: KeptTarget | undefined;
  origin: string;
  now: number;
}

/** The dialect of the zone's gateway (network.gateway; none: the spec's controller). */
export function zoneDialect(deps: Pick<HandoffDeps, "zones">, zoneId: string): GatewayDialect {
  return dialectOf(deps.zones().find((z) => z.zoneId === zoneId)?.network?.gateway);
}

// the hotspot opens it once the device is online: the status page, connecting until Start
const returnUrlOf = (kept: KeptTarget, origin: string) =>
  `${origin}${portalUrl("/status", { mac: kept.mac, zoneId: kept.zoneId, connecting: kept.tries })}`;

/** The gateway's login step for a credential (the same inputs give the same step, for /gateway/login). */
export function loginStepOf(
  deps: HandoffDeps,
  dialect: GatewayDialect,
  kept: KeptTarget,
  credential: { id: string; username: string },
  origin: string,
): HandoffStep | null {
  return dialect.login({
    target: kept.target,
    username: credential.username,
    password: credentialPassword(deps.credentialKey, credential.id),
    returnUrl: returnUrlOf(kept, origin),
    secret: deps.gatewayKeyOf(kept.zoneId),
  });
}

/**
 * After a grant (voucher, trial or free access, reset), or for another try (`retry`: the status
 * page's Connect, a failed return): a one-time credential for the device, and its gateway's login
 * step with it, from where this browser's device logs on as its gateway's redirect said (`keep`:
 * that place again, with its tries counted). A POST step is drawn by the portal's own page
 * (`/gateway/login`, with a policy that lets it post there).
 */
export async function loginHandoff(
  deps: HandoffDeps,
  ask: HandoffAsk,
  retry: boolean,
): Promise<{ handoff: Handoff; keep?: KeptTarget }> {
  const dialect = zoneDialect(deps, ask.zoneId);
  if (dialect.name === "spec") return { handoff: { kind: "spec" } };
  if (!ask.kept) return { handoff: { kind: "none", why: "no-target" } };
  const wait = retry ? await deps.retryLimit?.(ask.zoneId, ask.mac, ask.now) : undefined;
  if (wait !== undefined) return { handoff: { kind: "limited", retryAfterSeconds: wait } };
  const level3 = deps.zones().find((z) => z.zoneId === ask.zoneId)?.network?.openndsFasLevel === 3;
  if (level3 && deps.authmon) return authmonHandoff(deps, deps.authmon, { ...ask, kept: ask.kept }, retry);
  const credential = await mintCredential(deps.storage, ask.zoneId, ask.mac, ask.now);
  if (!credential) return { handoff: { kind: "none", why: "no-grant" } };
  const keep = { ...ask.kept, tries: retry ? ask.kept.tries + 1 : 1 };
  const step = loginStepOf(deps, dialect, keep, credential, ask.origin);
  if (!step) return { handoff: { kind: "none", why: "no-target" }, keep };
  if (step.method === "GET") return { handoff: { kind: "step", step }, keep };
  return {
    handoff: {
      kind: "step",
      step: { method: "GET", url: `${GATEWAY_LOGIN_PATH}?c=${credential.id}` },
      post: { method: "POST", url: step.action, fields: step.fields },
    },
    keep,
  };
}

/**
 * openNDS at FAS level 3: no link lets the device through (openNDS's authmon fetches the grant
 * from the portal and applies it), so the grant is queued for authmon and the browser goes to the
 * status page, connecting until BinAuth's ndsctl_auth brings the Start, as back from a level-1 login.
 */
async function authmonHandoff(
  deps: HandoffDeps,
  queue: AuthmonQueue,
  ask: HandoffAsk & { kept: KeptTarget },
  retry: boolean,
): Promise<{ handoff: Handoff; keep?: KeptTarget }> {
  const keep = { ...ask.kept, tries: retry ? ask.kept.tries + 1 : 1 };
  const faskey = deps.gatewayKeyOf(ask.zoneId);
  const device = { zoneId: ask.zoneId, mac: ask.mac, target: keep.target };
  if (!(await queueAuthmonGrant({ storage: deps.storage, queue, faskey }, device, ask.now)))
    return { handoff: { kind: "none", why: faskey ? "no-grant" : "no-target" } };
  return { handoff: { kind: "step", step: { method: "GET", url: returnUrlOf(keep, ask.origin) } }, keep };
}

/** After a logout: the gateway's own logout for the device, when its dialect has one. */
export function logoutHandoff(deps: Pick<HandoffDeps, "zones">, ask: HandoffAsk): Handoff {
  const dialect = zoneDialect(deps, ask.zoneId);
  if (dialect.name === "spec") return { kind: "spec" };
  const step = dialect.logout(ask.kept?.target);
  return step?.method === "GET" ? { kind: "step", step } : { kind: "none", why: "no-target" };
}

/** The JSON API's part of an answer: the step the browser follows (the app posts a POST login itself), when there is one. */
export const handoffAnswer = (handoff: Handoff): { handoff?: BrowserStep | PostedStep } =>
  handoff.kind === "step" ? { handoff: handoff.post ?? handoff.step } : {};
