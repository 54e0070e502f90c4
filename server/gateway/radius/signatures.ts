import { timingSafeEqual } from "node:crypto";
import { hmacMd5, md5With } from "./hmacMd5.ts";
import { HEADER, type PacketScan, scanPacket } from "./scanPacket.ts";

// RFC 2865: the 16-octet authenticator at offset 4
const AUTH = 4;
// the requests whose authenticator is random (RFC 2865, 5997); every other request's is a digest
const RANDOM_AUTHENTICATOR = new Set([1, 12]);

const md5 = (packet: Buffer, secret: string) => md5With(packet, secret);
const hmac = (secret: string, packet: Buffer) => hmacMd5(secret, packet);
const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

// an Access-Request's Message-Authenticator, computed over the packet with its value as zeros,
// without copying the packet first (every Access-Request's path)
const accessHmac = (secret: string, packet: Buffer, length: number, ma: number) =>
  hmacMd5(secret, packet.subarray(0, length), ma);

// a copy of the packet's declared length with the Message-Authenticator's value (and the
// authenticator, if asked) set to zeros
function zeroed(packet: Buffer, length: number, ma: number | undefined, authenticator?: Buffer): Buffer {
  const copy = Buffer.from(packet.subarray(0, length));
  if (ma !== undefined) copy.fill(0, ma, ma + 16);
  if (authenticator) authenticator.copy(copy, AUTH);
  return copy;
}

/**
 * A request's signature with its client's secret, on a packet scanPacket has passed (so a
 * Message-Authenticator, if any, is exactly 16 octets at `messageAuthenticatorAt`). Access-Request:
 * its Message-Authenticator, when it has one (its authenticator is random: an unsigned one is for
 * the caller's policy to refuse). Accounting, Disconnect and CoA requests: the Request
 * Authenticator (RFC 2866, 5176), and a Message-Authenticator computed with that zeroed, if present.
 */
export function requestSigned(packet: Buffer, scan: PacketScan, secret: string): boolean {
  const { length, messageAuthenticatorAt: ma } = scan;
  if (RANDOM_AUTHENTICATOR.has(scan.code))
    return ma === undefined || same(accessHmac(secret, packet, length, ma), packet.subarray(ma, ma + 16));
  const zeros = Buffer.alloc(16);
  if (
    ma !== undefined &&
    !same(hmac(secret, zeroed(packet, length, ma, zeros)), packet.subarray(ma, ma + 16))
  )
    return false;
  return same(md5(zeroed(packet, length, undefined, zeros), secret), packet.subarray(AUTH, AUTH + 16));
}

/** Signs a request encoded with a zeroed Message-Authenticator (if any), in place (see requestSigned). */
export function signRequest(packet: Buffer, secret: string): Buffer {
  const { messageAuthenticatorAt: ma, length } = scanPacket(packet);
  if (RANDOM_AUTHENTICATOR.has(packet[0] as number)) {
    if (ma !== undefined) hmac(secret, zeroed(packet, length, ma)).copy(packet, ma);
    return packet;
  }
  Buffer.alloc(16).copy(packet, AUTH);
  if (ma !== undefined) hmac(secret, packet).copy(packet, ma);
  md5(packet, secret).copy(packet, AUTH);
  return packet;
}

/**
 * Signs a response encoded with zeros for its authenticator and Message-Authenticator (if any), in
 * place: the Message-Authenticator over it with the request's authenticator (RFC 3579), then the
 * Response Authenticator (RFC 2865).
 */
export function signResponse(
  response: Buffer,
  requestAuthenticator: Buffer,
  ma: number | undefined,
  secret: string,
) {
  requestAuthenticator.copy(response, AUTH);
  if (ma !== undefined) hmac(secret, response).copy(response, ma);
  md5(response, secret).copy(response, AUTH);
  return response;
}

/** Whether a response answers this request: its Response Authenticator, and its Message-Authenticator if any. */
export function responseSigned(request: Buffer, response: Buffer, secret: string): boolean {
  if (response.length < HEADER || response[1] !== request[1]) return false;
  const { length, messageAuthenticatorAt: ma } = scanPacket(response);
  const requestAuth = request.subarray(AUTH, AUTH + 16);
  if (
    ma !== undefined &&
    !same(hmac(secret, zeroed(response, length, ma, requestAuth)), response.subarray(ma, ma + 16))
  )
    return false;
  return same(
    md5(zeroed(response, length, undefined, requestAuth), secret),
    response.subarray(AUTH, AUTH + 16),
  );
}
