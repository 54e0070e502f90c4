import { createHash } from "node:crypto";

const USER_PASSWORD = 2;
const CHAP_PASSWORD = 3;
const CHAP_CHALLENGE = 60;

// the value of the first attribute of a type in a packet scanPacket has passed
function firstOf(packet: Buffer, type: number): Buffer | undefined {
  const length = Math.min(packet.readUInt16BE(2), packet.length);
  for (let at = 20; at + 2 <= length; ) {
    const size = packet[at + 1] as number;
    if (size < 2 || at + size > length) return undefined;
    if (packet[at] === type) return packet.subarray(at + 2, at + size);
    at += size;
  }
  return undefined;
}

/**
 * An Access-Request's User-Password in clear (RFC 2865 §5.2: each 16 octets XORed with MD5 of the
 * shared secret and the previous block, the Request Authenticator first), or undefined when it has
 * none or a malformed one. The handoff credential's PAP password travels this way; MAC
 * authentication's needs no reading.
 */
export function userPassword(packet: Buffer, secret: string): string | undefined {
  const hidden = firstOf(packet, USER_PASSWORD);
  if (!hidden || hidden.length < 16 || hidden.length > 128 || hidden.length % 16 !== 0) return undefined;
  const clear = Buffer.alloc(hidden.length);
  let previous = packet.subarray(4, 20);
  for (let block = 0; block < hidden.length; block += 16) {
    const key = createHash("md5").update(secret).update(previous).digest();
    for (let i = 0; i < 16; i++) clear[block + i] = (hidden[block + i] as number) ^ (key[i] as number);
    previous = hidden.subarray(block, block + 16);
  }
  const end = clear.indexOf(0);
  return clear.subarray(0, end < 0 ? clear.length : end).toString("utf8");
}

/**
 * What an Access-Request proves a handoff credential with, which the decode leaves out: its
 * User-Password in clear, or its CHAP-Password with the challenge it answers (CHAP-Challenge, else
 * the Request Authenticator: RFC 2865 §5.3) as octets (credentials/provesPassword.ts checks them).
 * Read only for a credential's request: MAC authentication sends its MAC and is not checked.
 */
export function credentialProofOf(packet: Buffer, secret: string): Record<string, unknown> {
  const pap = userPassword(packet, secret);
  if (pap !== undefined) return { "User-Password": pap };
  const chap = firstOf(packet, CHAP_PASSWORD);
  if (!chap) return {};
  const challenge = firstOf(packet, CHAP_CHALLENGE) ?? packet.subarray(4, 20);
  return { "CHAP-Password": Buffer.from(chap), "CHAP-Challenge": Buffer.from(challenge) };
}
