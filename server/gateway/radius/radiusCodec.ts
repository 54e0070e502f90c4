import { randomFillSync } from "node:crypto";
import type { Attribute } from "../aaa/Attribute.ts";
import { decodeAttributes, proxyStates } from "./decodeAttributes.ts";
import { encodePacket } from "./encodePacket.ts";
import { PACKET_CODES } from "./radiusDictionary.ts";
import { MalformedPacketError, type PacketScan, scanPacket } from "./scanPacket.ts";
import { requestSigned, responseSigned, signRequest, signResponse } from "./signatures.ts";

export { MalformedPacketError };

export interface DecodedPacket {
  code: string;
  identifier: number;
  attributes: Record<string, unknown>;
  // whether it carried a Message-Authenticator (checked, and answered with one)
  signed: boolean;
  // the request's authenticator and Proxy-States, which its response needs
  authenticator: Buffer;
  proxyStates: Buffer[];
}

/** A packet signed with another secret. */
export class BadSignatureError extends Error {}

/**
 * A request as its sender's secret vouches for it, or an error: one strict pass over its framing
 * (scanPacket.ts: MalformedPacketError), then its signature (signatures.ts: BadSignatureError),
 * and only then the decode, once. Vendor attributes come out beside the standard ones; a
 * User-Password stays undecoded (MAC authentication needs none).
 */
export function decodeRequest(packet: Buffer, secret: string): DecodedPacket {
  return decodeScanned(packet, verifyRequest(packet, secret));
}

/**
 * The check before anything trusts a request, nothing decoded: the strict pass, then the
 * signature. An Access-Request without a Message-Authenticator passes unsigned
 * (`messageAuthenticatorAt` undefined): its client's policy decides (MessageAuthenticatorPolicy.ts).
 */
export function verifyRequest(packet: Buffer, secret: string): PacketScan {
  const scan = scanPacket(packet);
  if (!requestSigned(packet, scan, secret)) throw new BadSignatureError("signed with another secret");
  return scan;
}

/** The decode of a packet already scanned and checked (the server checks in its own steps). */
export function decodeScanned(packet: Buffer, scan: PacketScan): DecodedPacket {
  return {
    code: PACKET_CODES[scan.code] ?? `code ${scan.code}`,
    identifier: scan.identifier,
    attributes: decodeAttributes(packet, scan),
    signed: scan.messageAuthenticatorAt !== undefined,
    // views of the datagram, which Node gives each message a Buffer of its own for
    authenticator: packet.subarray(4, 20),
    proxyStates: proxyStates(packet, scan),
  };
}

/**
 * The answer to a request, signed with its secret. Its Message-Authenticator comes first when
 * the request had one, and in every answer to an Access-Request (Blast-RADIUS's fix); its
 * Proxy-States go back as they came.
 */
export function encodeResponse(
  request: DecodedPacket,
  code: string,
  attributes: Attribute[],
  secret: string,
): Buffer {
  const messageAuthenticator = request.signed || request.code === "Access-Request";
  const { packet, messageAuthenticatorAt } = encodePacket(code, request.identifier, attributes, {
    messageAuthenticator,
    raw: request.proxyStates,
  });
  return signResponse(packet, request.authenticator, messageAuthenticatorAt, secret);
}

/** A request of Gangway's own (Disconnect-Request), or the simulator's, with a Message-Authenticator. */
export function encodeRequest(
  code: string,
  identifier: number,
  attributes: Attribute[],
  secret: string,
): Buffer {
  const { packet } = encodePacket(code, identifier, attributes, { messageAuthenticator: true });
  // an Access-Request's authenticator is random (RFC 2865); the others' is their signature
  if (code === "Access-Request") randomFillSync(packet, 4, 16);
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
  const scan = scanPacket(packet);
  return { code: PACKET_CODES[scan.code] ?? `code ${scan.code}`, attributes: decodeAttributes(packet, scan) };
}

export const isBadSignature = (error: unknown): boolean => error instanceof BadSignatureError;
