import { timingSafeEqual } from "node:crypto";
import { chapResponse } from "../dialects/chapResponse.ts";
import type { Attributes } from "../../access/GatewayDevice.ts";

// an octets attribute as the native decoder gives it (a Buffer) or rlm_rest's JSON ("0x…")
function octets(value: unknown): Buffer | undefined {
  if (Buffer.isBuffer(value)) return value;
  if (typeof value === "string" && /^0x([0-9a-fA-F]{2})+$/.test(value))
    return Buffer.from(value.slice(2), "hex");
  return undefined;
}

const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/**
 * Whether the Access-Request proves the credential's password: PAP's User-Password (decrypted
 * with the shared secret by the native face, by FreeRADIUS behind rlm_rest), or CHAP's
 * CHAP-Password (the identifier octet, then MD5 of it, the password and CHAP-Challenge; RFC 2865
 * §5.3, 5.40), which CoovaChilli and MikroTik send for a CHAP login.
 */
export function provesPassword(attributes: Attributes, password: string): boolean {
  const pap = attributes["User-Password"];
  if (typeof pap === "string") return same(Buffer.from(pap, "utf8"), Buffer.from(password, "utf8"));
  const chap = octets(attributes["CHAP-Password"]);
  const challenge = octets(attributes["CHAP-Challenge"]);
  if (chap?.length !== 17 || !challenge) return false;
  return same(chap.subarray(1), chapResponse(chap[0] as number, password, challenge));
}
