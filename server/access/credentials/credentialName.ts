import { randomBytes } from "node:crypto";
import { MINUTE } from "../../domain/time.ts";

/**
 * How long a handoff credential may be used: from a grant to the gateway's Access-Request is a
 * round trip or two on a ship's link; a passenger without script who has to press the login
 * page's button has time for that too. A late one fails like a refused logon, and the portal's
 * retry mints a fresh one.
 */
export const CREDENTIAL_LIFETIME_MS = 2 * MINUTE;

// the RADIUS User-Name of a handoff: "gw-" and 96 random bits in hex. Nothing a MAC address
// (MAC authentication's User-Name) can look like
const NAME = /^gw-([0-9a-f]{24})$/;

export const newCredentialId = (): string => randomBytes(12).toString("hex");
export const credentialName = (id: string): string => `gw-${id}`;

/** The credential's id when a User-Name is a handoff credential's, else undefined. */
export const credentialIdOf = (userName: string): string | undefined => NAME.exec(userName)?.[1];

export const isCredentialName = (userName: string): boolean => NAME.test(userName);
