import { isActive } from "../sessions/sessionState.ts";
import type { SessionRecord, ZoneRecord } from "../domain/types.ts";

// the RFC 8908 API state (schemas/api/captive-portal.response.schema.json)
export interface CaptivePortalState {
  captive: boolean;
  "user-portal-url": string;
  "venue-info-url"?: string;
  "seconds-remaining"?: number;
  "bytes-remaining"?: number;
  "can-extend-session"?: boolean;
}

export function isOnline(session: SessionRecord | undefined, now: number): session is SessionRecord {
  return session?.accessControllerAuthed === true && isActive(session, now);
}

// the RFC wants the remaining figures only for a client that is not captive
export function captivePortalState(
  session: SessionRecord | undefined,
  zone: ZoneRecord,
  now: number,
  userPortalUrl: string,
): CaptivePortalState {
  const state: CaptivePortalState = { captive: !isOnline(session, now), "user-portal-url": userPortalUrl };
  const browse = zone.settings.browseUrl;
  if (typeof browse === "string" && /^https?:\/\//i.test(browse)) state["venue-info-url"] = browse;
  if (state.captive || !session) return state;
  if (session.endAt !== null)
    state["seconds-remaining"] = Math.max(0, Math.floor((session.endAt - now) / 1000));
  if (session.byteLimit !== null)
    state["bytes-remaining"] = Math.max(0, session.byteLimit - session.bytesUsed);
  // a new period, or another voucher from the portal, carries the device on
  state["can-extend-session"] = session.resetMethod !== null || zone.tier !== "open";
  return state;
}
