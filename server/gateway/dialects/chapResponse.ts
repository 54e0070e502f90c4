import { createHash } from "node:crypto";

/** RFC 1994's CHAP response: MD5 of the identifier octet, the secret and the challenge. */
export function chapResponse(ident: number, password: string, challenge: Buffer): Buffer {
  return createHash("md5")
    .update(Buffer.of(ident & 0xff))
    .update(password, "utf8")
    .update(challenge)
    .digest();
}
