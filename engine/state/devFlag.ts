import { readStored, writeStored } from "./browserStorage.ts";

/**
 * The developer flag (spec section 2: the hidden page's link shows only when it is on): set by
 * opening the portal with ?dev=1, kept for the browser session, cleared by ?dev=0. `asked`: what
 * the address said (read at boot, engine/boot/readEntry.ts), kept.
 */
export function isDevFlagOn(asked: boolean | null = null): boolean {
  if (asked !== null) writeStored("session", "dev", asked);
  return readStored<boolean>("session", "dev") === true;
}
