import { type AttributeDef, STANDARD, VENDOR_SPECIFIC, VENDORS } from "./radiusDictionary.ts";
import { HEADER, type PacketScan } from "./scanPacket.ts";

// an IPv6 address's eight groups, as RFC 5952 writes them but without the :: shortening
const ipv6 = (value: Buffer) =>
  Array.from({ length: 8 }, (_, i) => value.readUInt16BE(i * 2).toString(16)).join(":");

function decodeValue(def: AttributeDef, value: Buffer): unknown {
  switch (def.type) {
    case "integer": {
      const n = value.readUInt32BE(0);
      return def.values?.[n] ?? n;
    }
    case "ipaddr":
      return `${value[0]}.${value[1]}.${value[2]}.${value[3]}`;
    case "ipv6addr":
      return ipv6(value);
    case "string":
      return value.toString("utf8");
    default:
      return Buffer.from(value);
  }
}

// the first value of each name wins (rlm_rest's face hands over the first too); empty values are skipped
function put(out: Record<string, unknown>, def: AttributeDef | undefined, value: Buffer): void {
  if (!def || value.length === 0 || def.name in out || def.type === "signature") return;
  if (def.name === "User-Password" || def.name === "CHAP-Password") return;
  out[def.name] = decodeValue(def, value);
}

/**
 * The attributes Gangway reads, by name, from a packet scanPacket has passed and whose signature
 * has been checked: once, after the check, so that no untrusted packet costs a decode. Vendor
 * attributes come out beside the standard ones; the others (and passwords) are left undecoded.
 */
export function decodeAttributes(packet: Buffer, scan: PacketScan): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let at = HEADER; at < scan.length; ) {
    const type = packet[at] as number;
    const end = at + (packet[at + 1] as number);
    if (type !== VENDOR_SPECIFIC) put(out, STANDARD.get(type), packet.subarray(at + 2, end));
    else {
      const attributes = VENDORS.get(packet.readUInt32BE(at + 2));
      if (attributes)
        for (let sub = at + 6; sub < end; sub += packet[sub + 1] as number)
          put(
            out,
            attributes.get(packet[sub] as number),
            packet.subarray(sub + 2, sub + (packet[sub + 1] as number)),
          );
    }
    at = end;
  }
  return out;
}

/** The Proxy-State attributes of a request, as they came: a response carries them back (RFC 2865). */
export function proxyStates(packet: Buffer, scan: PacketScan): Buffer[] {
  const out: Buffer[] = [];
  if (!scan.hasProxyState) return out;
  for (let at = HEADER; at < scan.length; at += packet[at + 1] as number)
    if (packet[at] === 33) out.push(packet.subarray(at, at + (packet[at + 1] as number)));
  return out;
}
