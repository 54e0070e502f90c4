import { createSocket, type Socket } from "node:dgram";
import radius from "radius";
import { decodeRequest, encodeResponse } from "../../server/gateway/radius/radiusCodec.ts";
import { scaled } from "../timeoutFactor.ts";
import { decodeVendorAttributes, loadVendorDictionary, type VendorDictionary } from "./vendorDictionaries.ts";

export type RadiusAttribute = [name: string, value: string | number | Buffer];

export interface RadiusAnswer {
  code: string;
  attributes: Record<string, unknown>;
}

/** Where a stand-in's RADIUS requests go: Gangway's native server, or FreeRADIUS in front of it. */
// the vendors' own numbering (Debian's FreeRADIUS dictionaries, CoovaChilli's header), read once:
// never Gangway's dictionary, so a number Gangway gets wrong reaches the stand-in as another attribute
let vendors: VendorDictionary | undefined;

export interface RadiusServer {
  host: string;
  authPort: number;
  acctPort: number;
  secret: string;
}

/**
 * A gateway's RADIUS side as a hotspot speaks it (RFC 2865, 2866, 5176), built with the `radius`
 * package, not Gangway's codec: requests from the stand-in's own loopback address (so Gangway's
 * Disconnect-Requests come back to it), Access-Requests signed with a Message-Authenticator (RFC
 * 3579), retransmitted as a gateway does; answers' vendor attributes read with the vendors' own
 * dictionaries; and its Disconnect-Request port.
 */
export class GatewayRadius {
  readonly #address: string;
  #server: RadiusServer;
  #coa: Socket | undefined;
  #identifier = 0;

  constructor(address: string, server: RadiusServer) {
    this.#address = address;
    this.#server = server;
  }

  /** The RADIUS server to ask from now on (native, or FreeRADIUS in front). */
  use(server: RadiusServer): void {
    this.#server = server;
  }

  get address(): string {
    return this.#address;
  }

  access(attributes: RadiusAttribute[]): Promise<RadiusAnswer> {
    return this.#send("Access-Request", this.#server.authPort, attributes);
  }

  async accounting(attributes: RadiusAttribute[]): Promise<void> {
    const answer = await this.#send("Accounting-Request", this.#server.acctPort, attributes);
    if (answer.code !== "Accounting-Response") throw new Error(`accounting answered ${answer.code}`);
  }

  async #send(code: string, port: number, attributes: RadiusAttribute[]): Promise<RadiusAnswer> {
    const { secret, host } = this.#server;
    this.#identifier = (this.#identifier + 1) % 256;
    const identifier = this.#identifier;
    const packet = radius.encode({
      code,
      identifier,
      secret,
      attributes,
      add_message_authenticator: code === "Access-Request",
    });
    const socket = createSocket("udp4");
    await new Promise<void>((resolve) => socket.bind(0, this.#address, resolve));
    try {
      // three tries, as a gateway makes them
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await new Promise<Buffer | undefined>((resolve) => {
          const timer = setTimeout(() => resolve(undefined), scaled(3000));
          socket.on("message", (reply) => {
            if (reply[1] !== identifier) return;
            clearTimeout(timer);
            resolve(reply);
          });
          socket.send(packet, port, host);
        });
        if (answer) {
          const decoded = radius.decode({ packet: answer, secret });
          vendors ??= loadVendorDictionary();
          // the package knows no vendor dictionary: its raw attributes, read with the vendors'
          const raw = (decoded as unknown as { raw_attributes: [number, Buffer][] }).raw_attributes;
          const attributes = { ...decoded.attributes, ...decodeVendorAttributes(raw, vendors) };
          return { code: decoded.code, attributes };
        }
      }
      throw new Error(`${code} to ${host}:${port} unanswered`);
    } finally {
      socket.close();
    }
  }

  /** Listens for Gangway's Disconnect-Requests; `handle` says whether the session was found. */
  async listenForDisconnects(
    port: number,
    secret: string,
    handle: (attributes: Record<string, unknown>) => Promise<boolean>,
  ): Promise<number> {
    const socket = createSocket("udp4");
    await new Promise<void>((resolve) => socket.bind(port, this.#address, resolve));
    socket.on("message", (packet, from) => {
      void (async () => {
        const request = decodeRequest(packet, secret);
        if (request.code !== "Disconnect-Request") return;
        const found = await handle(request.attributes);
        // RFC 5176: 503 Session Context Not Found
        const reply = found
          ? encodeResponse(request, "Disconnect-ACK", [], secret)
          : encodeResponse(request, "Disconnect-NAK", [["Error-Cause", 503]], secret);
        socket.send(reply, from.port, from.address);
      })().catch(() => {});
    });
    this.#coa = socket;
    return socket.address().port;
  }

  close(): void {
    this.#coa?.close();
  }
}
