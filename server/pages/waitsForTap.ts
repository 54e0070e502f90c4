import type { BootPayload } from "./bootPayload.ts";

// the pages whose widgets are all in the main bundle (see engine/render/registry.ts)
export const START_PATHS: ReadonlySet<string> = new Set(["/", "/start"]);

// what an address may name for its page to be a fresh start: the device, its zone and its
// controller; anything else (a controller's return, `connecting`, `dev`, `lang`, a captive
// assistant's step) is read by the script at once
const PLAIN_FIELDS = new Set(["mac", "zoneId", "accessControllerIp"]);

export interface TapCandidate {
  /** the path the server drew (the entry drawn as the status page is the status page) */
  drawn: string;
  payload: BootPayload | null;
  /** the page asks again by itself (Connecting…): its script polls at once */
  reload?: string;
  fields: Readonly<Record<string, unknown>>;
}

/**
 * Whether a page's script waits for the passenger's first touch or key (engine/boot/afterPaint.ts)
 * instead of starting after the first paint: a fresh start page, whose every control the server
 * answers, and which a passenger who only reads it should not pay React for (issue 44). Not a
 * page a form's answer drew, one that carries something for the app to carry on (a handoff, a
 * banner), one that polls, nor one the address asks more of.
 */
export function waitsForTap({ drawn, payload, reload, fields }: TapCandidate): boolean {
  if (!payload || !START_PATHS.has(drawn) || reload) return false;
  if (payload.form !== undefined || payload.handoff !== undefined || (payload.errors?.length ?? 0) > 0)
    return false;
  return Object.keys(fields).every((name) => PLAIN_FIELDS.has(name));
}
