import { createSocket, type RemoteInfo, type Socket } from "node:dgram";
import { type LookupOneOptions, lookup } from "node:dns";
import { isIP } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import type { GatewayCore } from "../aaa/gatewayCore.ts";
import { MessageAuthenticatorPolicy } from "./MessageAuthenticatorPolicy.ts";
import {
  type DecodedPacket,
  decodeScanned,
  encodeResponse,
  isBadSignature,
  verifyRequest,
} from "./radiusCodec.ts";
import type { RadiusClients } from "./RadiusClients.ts";
import { type DropReason, RadiusStats } from "./RadiusStats.ts";
import { RecentPackets } from "./RecentPackets.ts";
import { credentialProofOf } from "./userPassword.ts";
import { isCredentialName } from "../../access/credentials/credentialName.ts";
import type { PacketScan } from "./scanPacket.ts";
import type { RadiusClient } from "./RadiusClients.ts";
import type { ZoneDefinition } from "../../zones/ZoneDefinition.ts";
import type { WorkerAnswer } from "./RadiusWorkerMessage.ts";
import { type RadiusWorker, startRadiusWorker } from "./startRadiusWorker.ts";

export interface RadiusServerOptions {
  host: string;
  // 0: a free port (the started server says which)
  authPort: number;
  acctPort: number;
  clients: () => RadiusClients;
  core: GatewayCore;
  log: FastifyBaseLogger;
  // a full or read-only database: counted as failed, logged once per episode (gateway.ts)
  storageFailed?: (error: unknown, where: string) => string | undefined;
  // child processes that read the auth socket too and answer the MAC authentications they can by
  // reading (radiusWorker.ts): on SQLite, where a second core helps (gateway.ts decides)
  workers?: RadiusWorkersOptions;
}

export interface RadiusWorkersOptions {
  // 0 or 1: a second worker would find no third core on a ship's server
  count: number;
  // the SQLite file they read
  dbFile: string;
  clients: RadiusClient[];
  zones: () => readonly ZoneDefinition[];
  // their decisions, counted and their verdicts committed as the core does its own
  answered(answers: WorkerAnswer[]): Promise<void>;
}

export interface RadiusServer {
  authPort: number;
  acctPort: number;
  stats: RadiusStats;
  // the running RADIUS worker, if any (RADIUS_WORKERS)
  readonly worker: RadiusWorker | undefined;
  close(): Promise<void>;
}

type Kind = "auth" | "acct";
// Access-Request and Accounting-Request
const EXPECTED: Record<Kind, number> = { auth: 1, acct: 4 };

// an answer goes to the numeric address its request came from: handed back at once, where
// dns.lookup would take a turn of the event loop per send (a name to bind to is still resolved)
// (dgram passes the socket's family as a number, its types say options)
function numericFirst(
  address: string,
  family: LookupOneOptions | number,
  done: (err: NodeJS.ErrnoException | null, address: string, family: number) => void,
): void {
  const numeric = isIP(address);
  if (numeric) done(null, address, numeric);
  else if (typeof family === "number") lookup(address, family, done);
  else lookup(address, family, done);
}

function listen(host: string, port: number): Promise<Socket> {
  const socket = createSocket({ type: host.includes(":") ? "udp6" : "udp4", lookup: numericFirst });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(port, host, () => {
      socket.off("error", reject);
      resolve(socket);
    });
  });
}

// the packet's scan when its client signed it, else why it is dropped
function verified(packet: Buffer, secret: string, expected: number): PacketScan | DropReason {
  try {
    const scan = verifyRequest(packet, secret);
    return scan.code === expected ? scan : "unexpected-code";
  } catch (error) {
    return isBadSignature(error) ? "bad-signature" : "malformed";
  }
}

/**
 * The native RADIUS face of the gateway core (RFC 2865 authentication, RFC 2866 accounting) on two
 * UDP ports. A packet is trusted in this order, and dropped and counted at the first step it
 * fails, never answered and never a crash: its source is a configured client; one strict pass
 * over its framing (scanPacket.ts) and the client's signature (the accounting Request
 * Authenticator, a Message-Authenticator wherever there is one: verifyRequest); the code the port
 * takes; an Access-Request's Message-Authenticator by the client's policy
 * (MessageAuthenticatorPolicy.ts). Only then is it decoded, once; a retransmission gets the first
 * answer.
 */
export async function startRadiusServer(o: RadiusServerOptions): Promise<RadiusServer> {
  const stats = new RadiusStats();
  const recent = new RecentPackets();
  const policy = new MessageAuthenticatorPolicy(o.log);
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

  // an answer goes out of the port its request came in on
  type Reply = (answer: Buffer, port: number, address: string) => void;
  async function receive(kind: Kind, reply: Reply, packet: Buffer, from: RemoteInfo): Promise<void> {
    stats.received++;
    const client = o.clients().clientFor(from.address);
    if (!client) return drop("unknown-client", from);
    const scan = verified(packet, client.secret, EXPECTED[kind]);
    if (typeof scan === "string") return drop(scan, from);
    if (kind === "auth") {
      if (scan.messageAuthenticatorAt !== undefined) policy.signed(client);
      else if (!policy.allowsUnsigned(client, from.address, scan.hasProxyState))
        return drop("unsigned", from);
    }
    const key = RecentPackets.keyOf(from.address, from.port, packet);
    const earlier = recent.seen(key, Date.now());
    if (earlier) {
      stats.duplicates++;
      if (earlier.answer) reply(earlier.answer, from.port, from.address);
      return;
    }
    try {
      const decoded = decodeScanned(packet, scan);
      // a handoff credential's password (PAP in clear, CHAP's octets), which the decode leaves out
      if (
        kind === "auth" &&
        typeof decoded.attributes["User-Name"] === "string" &&
        isCredentialName(decoded.attributes["User-Name"])
      )
        decoded.attributes = { ...decoded.attributes, ...credentialProofOf(packet, client.secret) };
      const response = await answer(kind, decoded, from, client.secret);
      recent.answered(key, response);
      reply(response, from.port, from.address);
    } catch (err) {
      // unanswered, and forgotten: the gateway's retransmission is decided afresh
      recent.forget(key);
      stats.dropped.failed++;
      if (!o.storageFailed?.(err, `RADIUS ${kind}`))
        o.log.error({ err, from: from.address }, "RADIUS request failed");
    }
  }

  // the auth socket this process reads: none while its worker reads the port in its stead
  let auth: Socket | undefined = await listen(o.host, o.authPort);
  const authPort = auth.address().port;
  const acct = await listen(o.host, o.acctPort).catch((error) => {
    auth?.close();
    throw error;
  });
  let worker: RadiusWorker | undefined;
  let closed = false;
  const replyAuth: Reply = (answer, port, address) => {
    if (auth) auth.send(answer, port, address);
    else worker?.send(answer, port, address);
  };
  const replyAcct: Reply = (answer, port, address) => acct.send(answer, port, address);
  const read = (kind: Kind, socket: Socket, reply: Reply) => {
    socket.on("message", (packet, from) => void receive(kind, reply, packet, from));
    socket.on("error", (err) => o.log.error({ err }, "RADIUS socket error"));
  };
  read("auth", auth, replyAuth);
  read("acct", acct, replyAcct);
  const w = o.workers;
  if (w?.count)
    worker = startRadiusWorker({
      ...{ dbFile: w.dbFile, clients: w.clients, zones: w.zones, log: o.log },
      socket: () => auth,
      // the worker reads the port now: this process lets go of its socket (the worker's stays bound)
      took() {
        auth?.close();
        auth = undefined;
      },
      // the worker ended, and the port with it: this process reads it again until the next one
      async lost() {
        if (auth) return;
        const socket = await listen(o.host, authPort);
        // the server closed while it bound
        if (closed) {
          socket.close();
          return;
        }
        auth = socket;
        read("auth", auth, replyAuth);
      },
      async answered(batch) {
        stats.received += batch.answers.length + batch.duplicates;
        stats.duplicates += batch.duplicates;
        for (const answer of batch.answers) {
          if (answer.accept) stats.accepts++;
          else stats.rejects++;
        }
        stats.workerAnswers += batch.answers.length;
        // a client in `auto` that signs in the worker must sign here too
        for (const source of batch.signedBy) {
          const client = o.clients().clientFor(source);
          if (client) policy.signed(client);
        }
        await w.answered(batch.answers);
      },
      forwarded: (packet, from) => void receive("auth", replyAuth, packet, from),
    });
  return {
    authPort,
    acctPort: acct.address().port,
    stats,
    get worker() {
      return worker;
    },
    close: async () => {
      closed = true;
      await worker?.close();
      await Promise.all(
        [auth, acct].map((s) => new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()))),
      );
    },
  };
}
