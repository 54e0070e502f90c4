import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hmacMd5, md5With } from "../../server/gateway/radius/hmacMd5.ts";

// node:crypto's HMAC and MD5 objects are the reference the one-shot digests must match
const reference = (secret: string, data: Buffer) =>
  createHmac("md5", Buffer.from(secret)).update(data).digest();
const bytes = (length: number, seed: number) =>
  Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) & 255));

describe("the RADIUS digests (hmacMd5.ts)", () => {
  // short, a whole block, longer than a block (hashed first, RFC 2104), and multi-byte UTF-8
  const secrets = [
    "s",
    "gangway-bench-radius-secret",
    "x".repeat(64),
    "y".repeat(65),
    "hemlig-nyckel-åäö-κλειδί",
  ];
  // a header alone, a usual request, the largest packet, and past it (the buffer grows)
  const lengths = [20, 110, 4096, 9000];

  it("give node:crypto's HMAC-MD5 for every secret and length, one after another", () => {
    for (const secret of secrets)
      for (const length of lengths) {
        const data = bytes(length, secret.length);
        expect(hmacMd5(secret, data).equals(reference(secret, data)), `${secret} ${length}`).toBe(true);
      }
  });

  it("take the 16 octets at zeroAt as zeros, leaving the packet as it was", () => {
    const data = bytes(110, 7);
    const before = Buffer.from(data);
    const zeroed = Buffer.from(data).fill(0, 22, 38);
    expect(
      hmacMd5("gangway-bench-radius-secret", data, 22).equals(
        reference("gangway-bench-radius-secret", zeroed),
      ),
    ).toBe(true);
    expect(data.equals(before)).toBe(true);
  });

  it("give MD5 of the data followed by the secret", () => {
    for (const secret of secrets)
      for (const length of lengths) {
        const data = bytes(length, 3);
        const expected = createHash("md5").update(data).update(secret).digest();
        expect(md5With(data, secret).equals(expected), `${secret} ${length}`).toBe(true);
      }
  });
});
