// A child process (startRadiusWorker.ts) that reads the auth socket in the main process's stead and
// answers the gateway's most common ask, a signed MAC authentication, on the second core: it only
// reads, on a read-only connection of its own (SQLite's WAL lets it read while the main process
// writes). Anything else it hands to the main process, whose answer it sends. The main process,
// the one writer, counts its decisions and commits their verdicts: an Accept goes at once, its
// verdict in the next batch (at most FLUSH_MS later); a Reject only once its verdict is committed,
// so a flood of unknown MACs is answered at the writer's pace, within the bound of MAX_WAITING.
import type { RemoteInfo, Socket } from "node:dgram";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { ZoneDefinition } from "../../zones/ZoneDefinition.ts";
import { readDirectly } from "../../storage/readDirectly.ts";
import type { Db } from "../../storage/Storage.ts";
import type { Tables } from "../../storage/Tables.ts";
import { authorizeDevice } from "../../access/authorizeDevice.ts";
import { deviceOf } from "../../access/GatewayDevice.ts";
import { replyAttributes } from "../aaa/replyAttributes.ts";
import { isCredentialName } from "../../access/credentials/credentialName.ts";
import { decodeScanned, encodeResponse, verifyRequest } from "./radiusCodec.ts";
import { RadiusClients } from "./RadiusClients.ts";
import type { FromWorker, ToWorker, WorkerAnswer } from "./RadiusWorkerMessage.ts";
import { RecentPackets } from "./RecentPackets.ts";
import type { PacketScan } from "./scanPacket.ts";

// batches sent but not yet recorded: past this the main process is stuck, and new asks wait for
// the gateway's retransmission rather than pile up here
const MAX_WAITING = 256;
// how long an Accept's verdict may wait here for others to share its message: one message (a
// write to the channel, a wake-up of the main process) per turn cost as much CPU as the answer
const FLUSH_MS = 10;
// a batch goes at once past this many answers
const FLUSH_ANSWERS = 256;

type Outgoing = { answer: Buffer; port: number; address: string };

let socket: Socket | undefined;
let clients = new RadiusClients([]);
let zones: readonly ZoneDefinition[] = [];
let db: Db | undefined;
const recent = new RecentPackets();
const waiting = new Map<number, Outgoing[]>();
let batch:
  | {
      answers: WorkerAnswer[];
      // Rejects, sent once the batch is recorded
      out: Outgoing[];
      signedBy: Set<string>;
      duplicates: number;
      timer: NodeJS.Timeout;
    }
  | undefined;
let nextId = 0;

const tell = (message: FromWorker) => process.send?.(message);

function forward(packet: Buffer, from: RemoteInfo): void {
  tell({ t: "forward", packet, from: { ...from } });
}

function flush(): void {
  const sent = batch;
  if (!sent) return;
  batch = undefined;
  clearTimeout(sent.timer);
  const id = nextId++;
  waiting.set(id, sent.out);
  tell({
    ...{ t: "answered", id, answers: sent.answers },
    signedBy: [...sent.signedBy],
    duplicates: sent.duplicates,
  });
}

// the decisions not yet told: one message for many turns' Accepts; a turn with a Reject (which
// waits for its verdict's commit) is told at its end
function current() {
  if (batch) return batch;
  const started = {
    ...{ answers: [], out: [], signedBy: new Set<string>(), duplicates: 0 },
    timer: setTimeout(flush, FLUSH_MS),
  };
  batch = started;
  return started;
}

function signedScan(packet: Buffer, secret: string): PacketScan | undefined {
  try {
    const scan = verifyRequest(packet, secret);
    return scan.code === 1 && scan.messageAuthenticatorAt !== undefined ? scan : undefined;
  } catch {
    return undefined;
  }
}

async function receive(packet: Buffer, from: RemoteInfo): Promise<void> {
  if (waiting.size >= MAX_WAITING) return;
  const client = clients.clientFor(from.address);
  // an unknown source, a bad signature, an unsigned ask: the main process drops it or applies the
  // client's policy, and counts it, as if it had read it itself
  const scan = client && db ? signedScan(packet, client.secret) : undefined;
  if (!client || !db || !scan) return forward(packet, from);
  const key = RecentPackets.keyOf(from.address, from.port, packet);
  const earlier = recent.seen(key, Date.now());
  if (earlier) {
    current().duplicates++;
    if (earlier.answer) socket?.send(earlier.answer, from.port, from.address);
    return;
  }
  const request = decodeScanned(packet, scan);
  const device = deviceOf(request.attributes, zones, from.address);
  // a handoff credential, an address to record, a zone the client does not serve (warned of): the
  // main process's, which writes and logs
  if (
    isCredentialName(device.userName) ||
    device.address ||
    (device.zone && !clients.serves(client, device.zone.zoneId))
  ) {
    recent.forget(key);
    return forward(packet, from);
  }
  const now = Date.now();
  let decision: Awaited<ReturnType<typeof authorizeDevice>>;
  try {
    decision = await authorizeDevice({ db }, device, now);
  } catch {
    recent.forget(key);
    return forward(packet, from);
  }
  const answer = decision.accept
    ? encodeResponse(
        request,
        "Access-Accept",
        replyAttributes(decision.limits, device.zone?.network),
        client.secret,
      )
    : encodeResponse(request, "Access-Reject", [["Reply-Message", decision.reason]], client.secret);
  recent.answered(key, answer);
  const turn = current();
  turn.signedBy.add(from.address);
  turn.answers.push({
    accept: decision.accept,
    verdict:
      device.zone && device.mac
        ? {
            ...{ at: now, zoneId: device.zone.zoneId, mac: device.mac, gateway: device.gateway },
            ...{ accept: decision.accept, reason: decision.accept ? null : decision.reason },
          }
        : undefined,
  });
  if (decision.accept) socket?.send(answer, from.port, from.address);
  else {
    // the turn's first Reject: the batch is told at the turn's end
    if (!turn.out.length) setImmediate(() => turn === batch && flush());
    turn.out.push({ answer, port: from.port, address: from.address });
  }
  if (turn.answers.length >= FLUSH_ANSWERS) flush();
}

function start(message: Extract<ToWorker, { t: "start" }>, handle: Socket): void {
  clients = new RadiusClients(message.clients);
  zones = message.zones;
  const file = new Database(message.dbFile, { readonly: true, fileMustExist: true });
  file.pragma("busy_timeout = 1000");
  const reader: Db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: file }) });
  // the session lookup is a prepared statement run on the file at once (storage/prepared.ts)
  readDirectly(reader, file);
  db = reader;
  socket = handle;
  socket.on("message", (packet, from) => void receive(packet, from));
  tell({ t: "ready", pid: process.pid });
}

process.on("message", (message: ToWorker, handle: unknown) => {
  if (message.t === "start") start(message, handle as Socket);
  else if (message.t === "zones") zones = message.zones;
  else if (message.t === "send") socket?.send(message.answer, message.port, message.address);
  else if (message.t === "recorded") {
    for (const o of waiting.get(message.id) ?? []) socket?.send(o.answer, o.port, o.address);
    waiting.delete(message.id);
  }
});
// the main process ended (closed, or crashed): so does its worker, never an orphan on the port
process.on("disconnect", () => process.exit(0));
