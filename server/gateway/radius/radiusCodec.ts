import { fileURLToPath } from "node:url";
import radius from "radius";
import type { Attribute } from "../aaa/replyAttributes.ts";
import { requestSigned, responseSigned, signRequest } from "./signatures.ts";
import { userPassword } from "./userPassword.ts";

// the vendor attributes Gangway speaks (WISPr, ChilliSpot, Mikrotik), loaded once beside the RFCs'
radius.add_dictionary(fileURLToPath(new URL("./dictionary.gangway", import.meta.url)));
const VENDORS: Record<string, number> = { "WISPr-": 14122, "ChilliSpot-": 14559, "Mikrotik-": 14988 };

export interface DecodedPacket {
  code: string;
  identifier: number;
  attributes: Record<string, unknown>;
  raw: ReturnType<typeof radius.decode>;
}

/** A packet signed with another secret. */
export class BadSignatureError extends Error {}

/**
 * A request checked with its sender's secret (signatures.ts: the Request Authenticator of an
 * accounting or disconnect request, the Message-Authenticator of any request that has one). Throws
 * BadSignatureError on a wrong signature, another error on a malformed packet. Vendor attributes
 * come out beside the standard ones; a User-Password is decrypted with the secret (a handoff
 * credential's PAP password; userPassword.ts).
 */
export function decodeRequest(packet: Buffer, secret: string): DecodedPacket {
  const raw = radius.decode_without_secret({ packet });
  if (!requestSigned(packet, secret)) throw new BadSignatureError("signed with another secret");
  const { "Vendor-Specific": vendor, ...attributes } = raw.attributes as Record<string, unknown>;
  const flat = { ...attributes, ...(vendor && typeof vendor === "object" ? vendor : {}) };
  if ("User-Password" in flat) flat["User-Password"] = userPassword(packet, secret);
  return { code: raw.code, identifier: raw.identifier, attributes: flat, raw };
}

// vendor attributes go inside Vendor-Specific, each in its own
function encodeAttributes(attributes: Attribute[]): unknown[] {
  return attributes.map(([name, value]) => {
    const prefix = Object.keys(VENDORS).find((p) => name.startsWith(p));
    return prefix ? ["Vendor-Specific", VENDORS[prefix] as number, [[name, value]]] : [name, value];
  });
}

/** The answer to a request, signed with its secret (and a Message-Authenticator when it had one). */
export function encodeResponse(
  request: DecodedPacket,
  code: string,
  attributes: Attribute[],
  secret: string,
): Buffer {
  return radius.encode_response({
    packet: request.raw,
    code,
    secret,
    attributes: encodeAttributes(attributes),
  });
}

/** A request of Gangway's own (Disconnect-Request), or the simulator's, with a Message-Authenticator. */
export function encodeRequest(
  code: string,
  identifier: number,
  attributes: Attribute[],
  secret: string,
): Buffer {
  const packet = radius.encode({
    code,
    identifier,
    secret,
    attributes: [...encodeAttributes(attributes), ["Message-Authenticator", Buffer.alloc(16)]],
    add_message_authenticator: false,
  });
  // the package signs accounting-style requests in another order than RFC 5176: sign them here
  return signRequest(packet, secret);
}

/** Whether a response answers this request and carries the secret's signature. */
export const isResponseTo = (request: Buffer, response: Buffer, secret: string): boolean => {
  try {
    return responseSigned(request, response, secret);
  } catch {
    return false;
  }
};

/** A response already checked with isResponseTo: its code and attributes, vendor ones beside the rest. */
export function decodeResponse(packet: Buffer): { code: string; attributes: Record<string, unknown> } {
  const raw = radius.decode_without_secret({ packet });
  const { "Vendor-Specific": vendor, ...attributes } = raw.attributes as Record<string, unknown>;
  return {
    code: raw.code,
    attributes: { ...attributes, ...(vendor && typeof vendor === "object" ? vendor : {}) },
  };
}

export const isBadSignature = (error: unknown): boolean => error instanceof BadSignatureError;
