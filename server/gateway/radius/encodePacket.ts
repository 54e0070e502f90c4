import type { Attribute } from "../aaa/Attribute.ts";
import { BY_NAME, CODE_NUMBERS, MESSAGE_AUTHENTICATOR, type NamedAttribute } from "./radiusDictionary.ts";
import { HEADER, MAX_PACKET } from "./scanPacket.ts";

function valueBytes(named: NamedAttribute, value: string | number): Buffer {
  const { def } = named;
  switch (def.type) {
    case "integer": {
      const n = typeof value === "number" ? value : (def.numbers?.[value] ?? Number(value));
      if (!Number.isInteger(n) || n < 0 || n > 0xffffffff)
        throw new Error(`${def.name}: ${value} is no 32-bit integer`);
      const out = Buffer.alloc(4);
      out.writeUInt32BE(n);
      return out;
    }
    case "ipaddr":
      return Buffer.from(String(value).split(".").map(Number));
    default:
      return Buffer.from(String(value), "utf8");
  }
}

// the attributes every answer repeats (Idle-Timeout 900, the speeds…), encoded once, by name then
// value (no key string made per attribute: the strings were most of the lookup's time); bounded
const encoded = new Map<string, Map<string | number, Buffer>>();
const ENCODED_KEPT = 1024;
let kept = 0;

function attributeBytes(attribute: Attribute): Buffer {
  const [name, value] = attribute;
  let byValue = encoded.get(name);
  let bytes = byValue?.get(value);
  if (!bytes) {
    bytes = encodeAttribute(attribute);
    if (kept >= ENCODED_KEPT) {
      encoded.clear();
      kept = 0;
      byValue = undefined;
    }
    if (!byValue) {
      byValue = new Map();
      encoded.set(name, byValue);
    }
    byValue.set(value, bytes);
    kept++;
  }
  return bytes;
}

function encodeAttribute([name, value]: Attribute): Buffer {
  const named = BY_NAME.get(name);
  if (!named) throw new Error(`unknown RADIUS attribute ${name}`);
  const bytes = valueBytes(named, value);
  if (bytes.length > 247) throw new Error(`${name}: value too long`);
  if (named.vendor === undefined) return Buffer.concat([Buffer.from([named.type, bytes.length + 2]), bytes]);
  const head = Buffer.from([26, bytes.length + 8, 0, 0, 0, 0, named.type, bytes.length + 2]);
  head.writeUInt32BE(named.vendor, 2);
  return Buffer.concat([head, bytes]);
}

/**
 * A packet with zeros for its authenticator (and, when `messageAuthenticator`, a zeroed
 * Message-Authenticator first, where Blast-RADIUS's fix puts it), ready for signatures.ts to sign;
 * `raw` attributes (Proxy-State) go last, as they came. Returns where the Message-Authenticator's
 * value is.
 */
export function encodePacket(
  code: string,
  identifier: number,
  attributes: Attribute[],
  o: { messageAuthenticator: boolean; raw?: Buffer[] },
): { packet: Buffer; messageAuthenticatorAt: number | undefined } {
  const number = CODE_NUMBERS[code];
  if (number === undefined) throw new Error(`unknown RADIUS code ${code}`);
  const parts = attributes.map(attributeBytes);
  if (o.raw) parts.push(...o.raw);
  const maLength = o.messageAuthenticator ? 18 : 0;
  let length = HEADER + maLength;
  for (const part of parts) length += part.length;
  if (length > MAX_PACKET) throw new Error(`a RADIUS packet of ${length} octets is over ${MAX_PACKET}`);
  // one buffer from Node's pool (an answer of its own cost an ArrayBuffer for the GC to track),
  // written in place, every octet: the authenticator and Message-Authenticator zeros
  const packet = Buffer.allocUnsafe(length);
  packet.writeUInt8(number, 0);
  packet.writeUInt8(identifier & 255, 1);
  packet.writeUInt16BE(length, 2);
  packet.fill(0, 4, HEADER);
  let at = HEADER;
  if (maLength) {
    packet.writeUInt8(MESSAGE_AUTHENTICATOR, at);
    packet.writeUInt8(18, at + 1);
    packet.fill(0, at + 2, at + maLength);
    at += maLength;
  }
  for (const part of parts) at += part.copy(packet, at);
  return { packet, messageAuthenticatorAt: maLength ? HEADER + 2 : undefined };
}
