import { readStored, writeStored } from "./browserStorage.ts";

/**
 * The developer flag (spec section 2: the hidden page's link shows only when it is on): set by
 * opening the portal with ?dev=1, kept for the browser session, cleared by ?dev=0.
 */
export function isDevFlagOn(search: string = window.location.search): boolean {
  const asked = new URLSearchParams(search).get("dev");
  if (asked === "1" || asked === "0") writeStored("session", "dev", asked === "1");
  return readStored<boolean>("session", "dev") === true;
}
