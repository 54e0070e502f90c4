import { createSocket, type RemoteInfo, type Socket } from "node:dgram";
import type { FastifyBaseLogger } from "fastify";
import type { GatewayCore } from "../aaa/gatewayCore.ts";
import { type DecodedPacket, decodeRequest, encodeResponse, isBadSignature } from "./radiusCodec.ts";
import type { RadiusClients } from "./RadiusClients.ts";
import { type DropReason, RadiusStats } from "./RadiusStats.ts";
import { RecentPackets } from "./RecentPackets.ts";

export interface RadiusServerOptions {
  host: string;
  // 0: a free port (the started server says which)
  authPort: number;
  acctPort: number;
  clients: () => RadiusClients;
  core: GatewayCore;
  log: FastifyBaseLogger;
}

export interface RadiusServer {
  authPort: number;
  acctPort: number;
  stats: RadiusStats;
  close(): Promise<void>;
}

type Kind = "auth" | "acct";
const EXPECTED: Record<Kind, string> = { auth: "Access-Request", acct: "Accounting-Request" };

function listen(host: string, port: number): Promise<Socket> {
  const socket = createSocket({ type: host.includes(":") ? "udp6" : "udp4" });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(port, host, () => {
      socket.off("error", reject);
      resolve(socket);
    });
  });
}

/**
 * The native RADIUS face of the gateway core (RFC 2865 authentication, RFC 2866 accounting) on two
 * UDP ports. A packet is answered only when it comes from a configured client and carries that
 * client's signature: the accounting Request Authenticator, and a Message-Authenticator on every
 * Access-Request (RFC 3579; unsigned ones are dropped, as Blast-RADIUS taught). Anything else is
 * dropped and counted, never answered and never a crash; a retransmission gets the first answer.
 */
export async function startRadiusServer(o: RadiusServerOptions): Promise<RadiusServer> {
  const stats = new RadiusStats();
  const recent = new RecentPackets();
  const drop = (reason: DropReason, from: RemoteInfo) => {
    stats.dropped[reason]++;
    o.log.debug({ from: from.address, reason }, "RADIUS packet dropped");
  };

  async function answer(
    kind: Kind,
    request: DecodedPacket,
    from: RemoteInfo,
    secret: string,
  ): Promise<Buffer> {
    if (kind === "acct") {
      await o.core.accounting(request.attributes, from.address);
      stats.accounting++;
      return encodeResponse(request, "Accounting-Response", [], secret);
    }
    const decision = await o.core.access(request.attributes, from.address);
    if (decision.accept) stats.accepts++;
    else stats.rejects++;
    return decision.accept
      ? encodeResponse(request, "Access-Accept", decision.attributes, secret)
      : encodeResponse(request, "Access-Reject", [["Reply-Message", decision.reason]], secret);
  }

  async function receive(kind: Kind, socket: Socket, packet: Buffer, from: RemoteInfo): Promise<void> {
    stats.received++;
    const secret = o.clients().secretFor(from.address);
    if (!secret) return drop("unknown-client", from);
    if (packet.length < 20 || packet.length < packet.readUInt16BE(2)) return drop("malformed", from);
    const key = RecentPackets.keyOf(from.address, from.port, packet);
    const earlier = recent.seen(key, Date.now());
    if (earlier) {
      stats.duplicates++;
      if (earlier.answer) socket.send(earlier.answer, from.port, from.address);
      return;
    }
    let request: DecodedPacket;
    try {
      request = decodeRequest(packet, secret);
    } catch (error) {
      recent.forget(key);
      return drop(isBadSignature(error) ? "bad-signature" : "malformed", from);
    }
    if (request.code !== EXPECTED[kind]) return drop("unexpected-code", from);
    if (kind === "auth" && request.attributes["Message-Authenticator"] === undefined)
      return drop("unsigned", from);
    try {
      const response = await answer(kind, request, from, secret);
      recent.answered(key, response);
      socket.send(response, from.port, from.address);
    } catch (err) {
      // unanswered, and forgotten: the gateway's retransmission is decided afresh
      recent.forget(key);
      stats.dropped.failed++;
      o.log.error({ err, from: from.address }, "RADIUS request failed");
    }
  }

  const auth = await listen(o.host, o.authPort);
  const acct = await listen(o.host, o.acctPort).catch((error) => {
    auth.close();
    throw error;
  });
  for (const [kind, socket] of [
    ["auth", auth],
    ["acct", acct],
  ] as const) {
    socket.on("message", (packet, from) => void receive(kind, socket, packet, from));
    socket.on("error", (err) => o.log.error({ err }, "RADIUS socket error"));
  }
  return {
    authPort: auth.address().port,
    acctPort: acct.address().port,
    stats,
    close: () =>
      Promise.all([auth, acct].map((s) => new Promise<void>((resolve) => s.close(() => resolve())))).then(
        () => {},
      ),
  };
}
