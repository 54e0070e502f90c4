import { createHmac } from "node:crypto";
import { hmacHex } from "../../domain/hmacHex.ts";

// CHAP needs the password in clear on the server while the credential lives: derived from a key
// of the server secret and the credential's id, so nothing secret is stored and nothing needs
// clearing; a database read alone cannot log anyone on
export const credentialKey = (serverSecret: Buffer): Buffer =>
  Buffer.from(hmacHex(serverSecret, "gangway-handoff-credential-key"), "hex");

/** 16 URL- and form-safe characters (96 bits): short enough for any gateway's password field. */
export const credentialPassword = (key: Buffer, id: string): string =>
  createHmac("sha256", key).update(`gangway-handoff\n${id}`).digest("base64url").slice(0, 16);
