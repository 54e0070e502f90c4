import { createHash, createHmac, timingSafeEqual } from "node:crypto";

// RFC 2865: the 16-octet authenticator at offset 4; attributes from offset 20
const AUTH = 4;
const ATTRIBUTES = 20;
const MESSAGE_AUTHENTICATOR = 80;
// the requests whose authenticator is random (RFC 2865, 5997); every other request's is a digest
const RANDOM_AUTHENTICATOR = new Set([1, 12]);

const md5 = (...parts: (Buffer | string)[]) =>
  parts.reduce((h, p) => h.update(p), createHash("md5")).digest();
const hmac = (secret: string, packet: Buffer) => createHmac("md5", secret).update(packet).digest();
const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** Where a packet's Message-Authenticator value starts (RFC 3579), if it has one. */
export function messageAuthenticatorAt(packet: Buffer): number | undefined {
  const end = Math.min(packet.length, packet.readUInt16BE(2));
  for (let at = ATTRIBUTES; at + 2 <= end; ) {
    const length = packet.readUInt8(at + 1);
    if (length < 2) return undefined;
    if (packet.readUInt8(at) === MESSAGE_AUTHENTICATOR && length === 18) return at + 2;
    at += length;
  }
  return undefined;
}

// a copy with the Message-Authenticator's value (and the authenticator, if asked) set to zeros
function zeroed(packet: Buffer, ma: number | undefined, authenticator?: Buffer): Buffer {
  const copy = Buffer.from(packet.subarray(0, packet.readUInt16BE(2)));
  if (ma !== undefined) copy.fill(0, ma, ma + 16);
  if (authenticator) authenticator.copy(copy, AUTH);
  return copy;
}

/**
 * A request's signature with its client's secret. Access-Request: its Message-Authenticator (its
 * authenticator is random). Accounting, Disconnect and CoA requests: the Request Authenticator
 * (RFC 2866, 5176), and a Message-Authenticator computed with that zeroed, if present.
 */
export function requestSigned(packet: Buffer, secret: string): boolean {
  const ma = messageAuthenticatorAt(packet);
  const code = packet.readUInt8(0);
  if (RANDOM_AUTHENTICATOR.has(code))
    return ma === undefined || same(hmac(secret, zeroed(packet, ma)), packet.subarray(ma, ma + 16));
  const zeros = Buffer.alloc(16);
  if (ma !== undefined && !same(hmac(secret, zeroed(packet, ma, zeros)), packet.subarray(ma, ma + 16)))
    return false;
  const digest = md5(zeroed(packet, undefined, zeros), secret);
  return same(digest, packet.subarray(AUTH, AUTH + 16));
}

/** Signs a request encoded with a zeroed Message-Authenticator, in place (see requestSigned). */
export function signRequest(packet: Buffer, secret: string): Buffer {
  const ma = messageAuthenticatorAt(packet);
  if (RANDOM_AUTHENTICATOR.has(packet.readUInt8(0))) {
    if (ma !== undefined) hmac(secret, zeroed(packet, ma)).copy(packet, ma);
    return packet;
  }
  const zeros = Buffer.alloc(16);
  zeros.copy(packet, AUTH);
  if (ma !== undefined) hmac(secret, zeroed(packet, ma, zeros)).copy(packet, ma);
  md5(packet, secret).copy(packet, AUTH);
  return packet;
}

/** Whether a response answers this request: its Response Authenticator, and its Message-Authenticator if any. */
export function responseSigned(request: Buffer, response: Buffer, secret: string): boolean {
  if (response.length < ATTRIBUTES || response.readUInt8(1) !== request.readUInt8(1)) return false;
  const requestAuth = request.subarray(AUTH, AUTH + 16);
  const ma = messageAuthenticatorAt(response);
  if (
    ma !== undefined &&
    !same(hmac(secret, zeroed(response, ma, requestAuth)), response.subarray(ma, ma + 16))
  )
    return false;
  return same(md5(zeroed(response, undefined, requestAuth), secret), response.subarray(AUTH, AUTH + 16));
}
