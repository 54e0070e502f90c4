import {
  type AttributeDef,
  FIXED_LENGTH,
  MESSAGE_AUTHENTICATOR,
  PROXY_STATE,
  STANDARD,
  VENDOR_SPECIFIC,
  VENDORS,
} from "./radiusDictionary.ts";

// RFC 2865 section 3: a packet is 20 to 4096 octets; its attributes start after the header
export const HEADER = 20;
export const MAX_PACKET = 4096;

/** A packet whose framing or an attribute's length is wrong: dropped before anything trusts it. */
export class MalformedPacketError extends Error {}

/** What the one strict pass over a packet found: enough to check its signature, nothing decoded. */
export interface PacketScan {
  code: number;
  identifier: number;
  // the declared length (octets past it are padding, RFC 2865)
  length: number;
  // where the Message-Authenticator's 16-octet value starts, if the packet has one
  messageAuthenticatorAt: number | undefined;
  // whether it carries a Proxy-State (the Blast-RADIUS attack's vehicle, for the `auto` policy)
  hasProxyState: boolean;
}

const malformed = (why: string): never => {
  throw new MalformedPacketError(why);
};

// a value's length checked against its type; an empty value of a variable type is allowed (and
// skipped by the decoder), an empty fixed-size one is not
function checkValue(def: AttributeDef | undefined, length: number): void {
  const fixed = def && FIXED_LENGTH[def.type];
  if (fixed !== undefined && length !== fixed) malformed(`${def?.name} of ${length} octets, not ${fixed}`);
}

// RFC 2865 section 5.26's recommended form: vendor id, then sub-attributes of type, length, value
function checkVendorSpecific(packet: Buffer, at: number, end: number): void {
  if (end - at < 4) malformed("Vendor-Specific without a vendor id");
  const attributes = VENDORS.get(packet.readUInt32BE(at));
  // a vendor Gangway does not speak: opaque, never decoded
  if (!attributes) return;
  for (let sub = at + 4; sub < end; ) {
    if (end - sub < 2) malformed("vendor attribute cut short");
    const length = packet[sub + 1] as number;
    if (length < 2 || sub + length > end) malformed("vendor attribute length out of its Vendor-Specific");
    checkValue(attributes.get(packet[sub] as number), length - 2);
    sub += length;
  }
}

/**
 * The one strict pass over a packet, before its signature is checked and before anything is
 * decoded: the header's length within the datagram and 20..4096, every attribute's length inside
 * the packet and right for its type, the Message-Authenticator exactly 18 octets and at most once.
 * Throws MalformedPacketError otherwise. It allocates nothing per attribute, so a packet of 2,000
 * attributes costs microseconds.
 */
export function scanPacket(packet: Buffer): PacketScan {
  if (packet.length < HEADER) malformed("shorter than a header");
  const length = packet.readUInt16BE(2);
  if (length < HEADER || length > MAX_PACKET) malformed(`declared length ${length}`);
  if (length > packet.length) malformed("shorter than its declared length");
  let messageAuthenticatorAt: number | undefined;
  let hasProxyState = false;
  for (let at = HEADER; at < length; ) {
    if (length - at < 2) malformed("attribute header cut short");
    const type = packet[at] as number;
    const size = packet[at + 1] as number;
    if (size < 2 || at + size > length) malformed(`attribute ${type} of length ${size} out of the packet`);
    if (type === MESSAGE_AUTHENTICATOR) {
      if (messageAuthenticatorAt !== undefined) malformed("two Message-Authenticators");
      messageAuthenticatorAt = at + 2;
    }
    if (type === PROXY_STATE) hasProxyState = true;
    if (type === VENDOR_SPECIFIC) checkVendorSpecific(packet, at + 2, at + size);
    else checkValue(STANDARD.get(type), size - 2);
    at += size;
  }
  return {
    code: packet[0] as number,
    identifier: packet[1] as number,
    length,
    messageAuthenticatorAt,
    hasProxyState,
  };
}
