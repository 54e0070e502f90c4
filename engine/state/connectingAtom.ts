import { atom } from "jotai";

// without script the status page reloads itself this many times while connecting (about 20 s)
export const CONNECTING_RELOADS = 7;

/**
 * Back from the gateway's login (`?connecting=<tries>`, server/gateway/handoff/): the gateway let
 * the device on, and its accounting Start (isAccessControllerAuthed) is on its way; the status page
 * says Connecting… until it arrives. `tries`: logins handed out for this grant (the retry count).
 * Null when this page load is not such a return (engine/boot/readEntry.ts reads it).
 */
export const connectingAtom = atom<number | null>(null);

/** Where a page without script reloads itself while connecting: the same page, one wait more. */
export function connectingReload(path: string, search: string): string {
  const params = new URLSearchParams(search);
  const wait = Number.parseInt(params.get("wait") ?? "0", 10);
  params.set("wait", String((Number.isInteger(wait) && wait >= 0 ? wait : 0) + 1));
  return `${path}?${params}`;
}
