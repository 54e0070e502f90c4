import { hash } from "node:crypto";

// RFC 2104 with MD5: keys are padded to its 64-octet block; a longer key is hashed first
const BLOCK = 64;
const DIGEST = 16;

// each secret's bytes and two padded keys, made once. Secrets come from the configuration
// (RadiusClients.ts); bounded all the same (reloads add more)
const KEYS_KEPT = 256;
interface Keys {
  bytes: Buffer;
  inner: Buffer;
  outer: Buffer;
}
const keys = new Map<string, Keys>();
function keysOf(secret: string): Keys {
  let p = keys.get(secret);
  if (!p) {
    const bytes = Buffer.from(secret, "utf8");
    const key = Buffer.alloc(BLOCK);
    (bytes.length > BLOCK ? hash("md5", bytes, "buffer") : bytes).copy(key);
    // the outer pad has room for the inner digest after it
    p = { bytes, inner: Buffer.alloc(BLOCK), outer: Buffer.alloc(BLOCK + DIGEST) };
    for (let i = 0; i < BLOCK; i++) {
      p.inner[i] = (key[i] as number) ^ 0x36;
      p.outer[i] = (key[i] as number) ^ 0x5c;
    }
    if (keys.size >= KEYS_KEPT) keys.clear();
    keys.set(secret, p);
  }
  return p;
}

// one buffer the digests are assembled in, grown when a packet and secret need more, and one the
// digest is given back in: one-shot crypto.hash calls over them, each digest taken as a latin1
// ("binary") string (node:crypto hands a Buffer back at twice the cost), cost half of createHmac's and
// createHash's objects per packet (every Access-Request verifies one HMAC and signs its answer
// with another and an MD5). Used only synchronously, so never by two at once
let scratch = Buffer.alloc(BLOCK + 4096 + 128);
function room(length: number): Buffer {
  if (scratch.length < length) scratch = Buffer.alloc(length);
  return scratch;
}
const digest = Buffer.alloc(DIGEST);

/**
 * HMAC-MD5 of `data` with `secret`, the 16 octets at `zeroAt` (a Message-Authenticator) taken as
 * zeros. The digest is a buffer of this module's, good until its next call: copy or compare it at once.
 */
export function hmacMd5(secret: string, data: Buffer, zeroAt?: number): Buffer {
  const { inner, outer } = keysOf(secret);
  const buffer = room(BLOCK + data.length);
  inner.copy(buffer, 0);
  data.copy(buffer, BLOCK);
  if (zeroAt !== undefined) buffer.fill(0, BLOCK + zeroAt, BLOCK + zeroAt + DIGEST);
  outer.write(hash("md5", buffer.subarray(0, BLOCK + data.length), "binary"), BLOCK, DIGEST, "latin1");
  digest.write(hash("md5", outer, "binary"), 0, DIGEST, "latin1");
  return digest;
}

/** MD5 of `data` followed by `secret` (RFC 2865's authenticators); the digest as hmacMd5's. */
export function md5With(data: Buffer, secret: string): Buffer {
  const { bytes } = keysOf(secret);
  const buffer = room(data.length + bytes.length);
  data.copy(buffer, 0);
  bytes.copy(buffer, data.length);
  digest.write(hash("md5", buffer.subarray(0, data.length + bytes.length), "binary"), 0, DIGEST, "latin1");
  return digest;
}
