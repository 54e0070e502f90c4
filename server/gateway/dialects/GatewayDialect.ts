import type { GatewayDialectName } from "../../../fleet/gateway/gatewayDialects.ts";
import type { Attribute } from "../aaa/Attribute.ts";
import type { DeviceLimits } from "../../access/decideAuthorization.ts";

/**
 * Where a device logs on at its gateway, as the gateway's redirect said (uamip, uamport and
 * challenge; link-login-only and the CHAP challenge…): dialect-specific texts, kept for the
 * browser in a signed cookie (handoff/targetCookie.ts) until a grant hands the device over.
 */
export type HandoffTarget = Readonly<Record<string, string>>;

/** Where the browser goes next. The portal's pages may only post to themselves (CSP form-action). */
export type HandoffStep = { method: "GET"; url: string } | PostStep;
export interface PostStep {
  method: "POST";
  action: string;
  fields: Record<string, string>;
}

/** What an entry's query says, read by the zone's dialect. */
export interface EntryContext {
  /** the query as decoded */
  query: Readonly<Record<string, string>>;
  /** the URL as the browser asked for it, without its origin (the path and the raw query) */
  pathAndQuery: string;
  /** the origins the gateway may have written the URL with (PUBLIC_URL's, the request's) */
  origins: readonly string[];
  /** the zone's GATEWAY_KEYS entry: CoovaChilli's UAM secret */
  secret: string | undefined;
  /** network.controllerHosts: where the gateway's login may be */
  controllerHosts: readonly string[];
  /** network.openndsFasLevel: 3 when openNDS's fas comes encrypted with the zone's key */
  fasLevel?: 1 | 3;
}

export type ReturnOutcome = "success" | "failed" | "logoff";

export type EntryRead =
  // a link of the portal's own, or the spec controller's (read by the portal as it always was)
  | { kind: "none" }
  // the gateway sends a device to log on; `vouched`: the target is the gateway's own word;
  // `once`: the signature that vouched, good for one entry (a copied link is worth nothing)
  | { kind: "entry"; target: HandoffTarget | undefined; vouched: boolean; why?: string; once?: string }
  // the gateway's answer to a login or logout step
  | { kind: "return"; outcome: ReturnOutcome; target: HandoffTarget | undefined; vouched: boolean };

export interface LoginInput {
  target: HandoffTarget;
  /** the one-time credential (handoff/credentialPassword.ts) */
  username: string;
  password: string;
  /** the portal's page the gateway brings the device back to once online */
  returnUrl: string;
  secret: string | undefined;
}

/**
 * One gateway vendor (ARCHITECTURE.md, "A gateway is a dialect, not a branch"): how its redirect
 * reads, its login and logout steps, and the reply attributes that carry a device's limits.
 * Adding a vendor adds a file beside these and a line in dialectOf.ts.
 */
export interface GatewayDialect {
  name: GatewayDialectName;
  readEntry(context: EntryContext): EntryRead;
  /** null: the spec's controller paths, which the engine builds (engine/redirect/accessControllerUrl.ts) */
  login(input: LoginInput): HandoffStep | null;
  logout(target: HandoffTarget | undefined): HandoffStep | null;
  /** the speed and data allowance, in the attributes this gateway reads */
  limitAttributes(limits: DeviceLimits): Attribute[];
}
