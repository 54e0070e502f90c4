import { createSocket, type Socket } from "node:dgram";
import radius from "radius";
import { scaled } from "../../timeoutFactor.ts";

export type GatewayAttribute = [name: string, value: string | number | Buffer];

/**
 * A ship's gateway at an address of its own on loopback (127.0.0.x: radclient cannot choose its
 * source), sending RADIUS built by the npm `radius` package, an encoder independent of the
 * server's codec, or raw bytes (forged packets). It also listens for Disconnect-Requests, on
 * `disconnectPort` when given (several gateways share the server's one RADIUS_DISCONNECT_PORT).
 */
export async function udpGateway(address: string, secret: string, disconnectPort = 0) {
  const socket = createSocket("udp4");
  await new Promise<void>((resolve) => socket.bind(0, address, resolve));
  const coa = createSocket("udp4");
  await new Promise<void>((resolve) => coa.bind(disconnectPort, address, resolve));
  const disconnects: Buffer[] = [];
  coa.on("message", (packet, from) => {
    disconnects.push(packet);
    // (the package checks a Disconnect-Request's Message-Authenticator in another order than RFC 5176)
    const request = radius.decode_without_secret({ packet });
    coa.send(
      radius.encode_response({ packet: request, code: "Disconnect-ACK", secret }),
      from.port,
      from.address,
    );
  });
  let identifier = 0;

  // one datagram; its answer, or undefined when none came within `waitMs`
  const raw = (packet: Buffer, port: number, waitMs = scaled(5000)) =>
    new Promise<Buffer | undefined>((resolve) => {
      const timer = setTimeout(() => {
        socket.off("message", onMessage);
        resolve(undefined);
      }, waitMs);
      const onMessage = (answer: Buffer) => {
        clearTimeout(timer);
        resolve(answer);
      };
      socket.once("message", onMessage);
      socket.send(packet, port, "127.0.0.1");
    });

  const encode = (code: string, attributes: GatewayAttribute[], signed: boolean) =>
    radius.encode({
      code,
      identifier: identifier++ % 256,
      secret,
      attributes,
      add_message_authenticator: signed,
    });

  const answerOf = (packet: Buffer | undefined) => {
    if (!packet) return undefined;
    const decoded = radius.decode_without_secret({ packet });
    return { code: decoded.code as string, attributes: decoded.attributes as Record<string, unknown> };
  };

  return {
    address,
    coaPort: (coa.address() as { port: number }).port,
    disconnects,
    raw,
    /** A signed Access-Request (unless `signed: false`), and its answer. */
    access: async (
      port: number,
      attributes: GatewayAttribute[],
      { signed = true, waitMs = scaled(5000) } = {},
    ) => answerOf(await raw(encode("Access-Request", attributes, signed), port, waitMs)),
    accounting: async (port: number, attributes: GatewayAttribute[]) =>
      answerOf(await raw(encode("Accounting-Request", attributes, false), port)),
    /** The Disconnect-Requests it received, decoded with its secret. */
    disconnected: () =>
      disconnects.map(
        (p) => radius.decode_without_secret({ packet: p }).attributes as Record<string, unknown>,
      ),
    close(): void {
      for (const s of [socket, coa] as Socket[]) s.close();
    },
  };
}
export type UdpGateway = Awaited<ReturnType<typeof udpGateway>>;
