import { type ChildProcess, fork } from "node:child_process";
import type { RemoteInfo, Socket } from "node:dgram";
import type { FastifyBaseLogger } from "fastify";
import type { ZoneDefinition } from "../../zones/ZoneDefinition.ts";
import type { RadiusClient } from "./RadiusClients.ts";
import type { FromWorker, ToWorker } from "./RadiusWorkerMessage.ts";

// a worker that keeps dying is started again after 1 s, 2 s, 4 s … at most this long
const MAX_RESTART_MS = 30_000;
// one that ran this long had started well: its next death waits the shortest again
const STEADY_MS = 60_000;
// how often a reload of the zones (SIGHUP) is looked for, to be handed to the worker
const ZONES_CHECK_MS = 1000;

export interface RadiusWorkerOptions {
  // the bound auth socket, handed to each worker started
  socket: () => Socket | undefined;
  // a worker reads the port: this process lets go of its own socket (the kernel would hand each
  // datagram to one reader, and this process, busier, would take most)
  took(): void;
  // the worker ended, the port with it: this process binds and reads it again
  lost(): Promise<void>;
  // the SQLite file, which the worker opens read-only
  dbFile: string;
  clients: RadiusClient[];
  zones: () => readonly ZoneDefinition[];
  log: FastifyBaseLogger;
  // a batch of the worker's decisions (up to 10 ms of them): counted, their verdicts committed;
  // its Rejects go after (its Accepts went at once)
  answered(batch: Extract<FromWorker, { t: "answered" }>): Promise<void>;
  // a packet the worker did not decide: as if this process had read it
  forwarded(packet: Buffer, from: RemoteInfo): void;
}

export interface RadiusWorker {
  // the running worker's process id (undefined while it starts again)
  readonly pid: number | undefined;
  // an answer this process decided, sent out of the port the worker reads
  send(answer: Buffer, port: number, address: string): void;
  close(): Promise<void>;
}

/**
 * The second core's RADIUS answerer (radiusWorker.ts): a child process handed the auth socket,
 * started again when it dies, ended with the server (and by itself when the server dies: its
 * channel closes).
 */
export function startRadiusWorker(o: RadiusWorkerOptions): RadiusWorker {
  let child: ChildProcess | undefined;
  let pid: number | undefined;
  let closing = false;
  let restartMs = 1000;
  let restartTimer: NodeJS.Timeout | undefined;
  let zonesSent = o.zones();
  const send = (c: ChildProcess, message: ToWorker, handle?: Socket) => {
    if (c.connected) c.send(message, handle);
  };

  const zonesTimer = setInterval(() => {
    const zones = o.zones();
    if (zones === zonesSent || !child) return;
    zonesSent = zones;
    send(child, { t: "zones", zones });
  }, ZONES_CHECK_MS);
  zonesTimer.unref();

  function start(): void {
    const startedAt = Date.now();
    const c = fork(new URL("./radiusWorker.ts", import.meta.url), {
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child = c;
    c.on("message", (message: FromWorker) => {
      if (message.t === "ready") {
        pid = message.pid;
        o.took();
        o.log.info({ worker: pid }, "RADIUS worker started: it answers Access-Requests on a second core");
      } else if (message.t === "forward")
        o.forwarded(Buffer.from(message.packet), message.from as RemoteInfo);
      // answered even when recording failed, as the main process answers its own (gatewayCore.ts)
      else
        void o
          .answered(message)
          .catch((err) => o.log.warn({ err }, "could not record the RADIUS worker's answers"))
          .then(() => send(c, { t: "recorded", id: message.id }));
    });
    c.on("exit", (code, signal) => {
      if (child === c) child = undefined;
      pid = undefined;
      if (closing) return;
      restartMs = Date.now() - startedAt > STEADY_MS ? 1000 : restartMs;
      o.log.warn({ code, signal, restartInMs: restartMs }, "RADIUS worker exited: starting it again");
      const delay = restartMs;
      restartMs = Math.min(restartMs * 2, MAX_RESTART_MS);
      o.lost().then(
        () => {
          if (closing) return;
          restartTimer = setTimeout(start, delay);
          restartTimer.unref();
        },
        (err) => o.log.error({ err }, "RADIUS auth port lost: no Access-Request is answered"),
      );
    });
    c.on("error", (err) => o.log.error({ err }, "RADIUS worker failed"));
    zonesSent = o.zones();
    send(c, { t: "start", dbFile: o.dbFile, clients: o.clients, zones: zonesSent }, o.socket());
  }

  start();
  return {
    get pid() {
      return pid;
    },
    send(answer, port, address) {
      if (child && pid !== undefined) send(child, { t: "send", answer, port, address });
    },
    async close() {
      closing = true;
      clearInterval(zonesTimer);
      clearTimeout(restartTimer);
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once("exit", () => resolve());
        c.kill();
      });
    },
  };
}
