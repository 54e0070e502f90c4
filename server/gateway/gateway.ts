import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { ZoneDefinition } from "../zones/ZoneDefinition.ts";
import { onlineSessions } from "../sessions/sessionRows.ts";
import type { Storage } from "../storage/Storage.ts";
import { DISCONNECT_PORT, type Disconnector, radiusDisconnector } from "./aaa/Disconnector.ts";
import { countedCore } from "./aaa/countedCore.ts";
import { type GatewayCore, gatewayCore } from "./aaa/gatewayCore.ts";
import { recordVerdicts } from "../access/verdict.ts";
import { groupCommit } from "../storage/groupCommit.ts";
import type { GatewayCounts, GatewayFace } from "./aaa/GatewayCounts.ts";
import { checkClientZones } from "./radius/checkClientZones.ts";
import { type RadiusClient, RadiusClients } from "./radius/RadiusClients.ts";
import { type RadiusServer, startRadiusServer } from "./radius/radiusServer.ts";
import { RadiusRequester } from "./radius/RadiusRequester.ts";
import { SimulatorGateway } from "./simulator/SimulatorGateway.ts";
import { ThreadCpuMeter } from "./radius/ThreadCpuMeter.ts";
import { credentialKey } from "../access/credentials/credentialPassword.ts";
import { HandoffStats } from "../access/credentials/HandoffStats.ts";
import { hmacHex } from "../domain/hmacHex.ts";
import { AuthmonQueue } from "./opennds/AuthmonQueue.ts";
import { OpenndsDeauths, openndsAwareDisconnector } from "./opennds/OpenndsDeauths.ts";

export interface RadiusOptions {
  // RADIUS_CLIENTS / RADIUS_CLIENTS_FILE: none, and the native server listens only for the simulator
  clients?: RadiusClient[];
  // RADIUS_HOST (default: the HTTP server's host)
  host?: string;
  // RADIUS_AUTH_PORT / RADIUS_ACCT_PORT; 0 (the default here) picks a free port
  authPort?: number;
  acctPort?: number;
  // RADIUS_DISCONNECT_PORT: where gateways take Disconnect-Requests (RFC 5176's 3799)
  disconnectPort?: number;
  // RADIUS_WORKERS: 1, a process beside this one answers Access-Requests (radiusWorker.ts); 0 (the
  // default): this one alone, as long as the worker is measured to cost more CPU per answer than
  // it takes off this process (tools/bench/radiusBench.ts)
  workers?: number;
}

export interface GatewayOptions {
  store: Storage;
  zones: () => readonly ZoneDefinition[];
  now: () => number;
  log: FastifyBaseLogger;
  radius: RadiusOptions;
  // the access-controller simulator is on: it is one more gateway, on loopback
  simulator: boolean;
  // the server secret: the handoff credentials' passwords are derived from it
  secret: Buffer;
  // what both faces and the disconnects count (GET /metrics)
  counts: GatewayCounts;
  // a request that failed for want of a writable database: its reason, logged once per episode
  // (storage/WriteHealth.ts); undefined: any other failure, logged each time
  storageFailed?: (error: unknown, where: string) => string | undefined;
}

/** The gateway side of Gangway: the AAA core, its native RADIUS face, disconnects, the simulator. */
export interface Gateway {
  core: GatewayCore;
  // the core as each face calls it: its answers counted by face (countedCore.ts)
  face(face: GatewayFace): GatewayCore;
  // derives the one-time handoff credentials' passwords (credentials/credentialPassword.ts)
  credentialKey: Buffer;
  // signs the cookie that keeps where a browser's device logs on (handoff/targetCookie.ts)
  targetKey: Buffer;
  handoffStats: HandoffStats;
  disconnector: Disconnector;
  // the devices let go behind openNDS, until its agent fetches them (opennds/OpenndsDeauths.ts)
  openndsDeauths: OpenndsDeauths;
  // level 3's grants behind openNDS, until its authmon applies them (opennds/AuthmonQueue.ts)
  authmonQueue: AuthmonQueue;
  simulator: SimulatorGateway | undefined;
  // the CPU the simulator's packets took in this process (its requester's encode, send and decode)
  simulatorCpu: ThreadCpuMeter | undefined;
  // set once started (when any client is configured, or the simulator is on)
  radius: RadiusServer | undefined;
  start(): Promise<void>;
  // the simulator takes over the devices the database says are online (on one server of a cluster)
  adoptOnline(): Promise<void>;
  close(): Promise<void>;
}

// where the simulator (in this process) reaches the server: its own address, or loopback when it
// listens on every address (or was given a name)
const simulatorAddressOf = (host: string) =>
  host === "::" ? "::1" : host === "0.0.0.0" || !isIP(host) ? "127.0.0.1" : host;

export function createGateway(o: GatewayOptions): Gateway {
  const host = o.radius.host ?? "127.0.0.1";
  const requester = new RadiusRequester();
  const simulatorAddress = simulatorAddressOf(host);
  let clients = new RadiusClients(o.radius.clients ?? []);
  // the simulator speaks to this server from loopback, with the secret configured for loopback if any
  const simulatorSecret = clients.secretFor(simulatorAddress) ?? randomBytes(24).toString("base64url");
  if (o.simulator && !clients.secretFor(simulatorAddress))
    clients = clients.with({ address: simulatorAddress, secret: simulatorSecret, everyZone: true });
  let simulatorPort = 0;
  let closeSimulatorRequester = () => {};
  const openndsDeauths = new OpenndsDeauths();
  const authmonQueue = new AuthmonQueue(o.now);
  const radiusDisconnects = radiusDisconnector({
    store: o.store,
    clients: () => clients,
    requester,
    portFor: (address) =>
      o.simulator && address === simulatorAddress
        ? simulatorPort
        : (o.radius.disconnectPort ?? DISCONNECT_PORT),
    log: o.log,
    counts: o.counts,
    now: o.now,
  });
  const disconnector = openndsAwareDisconnector(radiusDisconnects, o.zones, openndsDeauths, authmonQueue);
  const handoffStats = new HandoffStats();
  const key = credentialKey(o.secret);
  // a source that is no client is FreeRADIUS asking through rlm_rest: its own clients.conf says
  // which gateways it hears (the native server drops unknown sources before the core)
  const serves = (source: string, zoneId: string) => {
    const client = clients.clientFor(source);
    return !client || clients.serves(client, zoneId);
  };
  const core = gatewayCore({
    ...{ store: o.store, zones: o.zones, serves, disconnector, now: o.now, log: o.log },
    ...{ credentialKey: key, handoffStats },
  });
  const faces = { radius: countedCore(core, "radius", o.counts), rest: countedCore(core, "rest", o.counts) };
  // the workers read the SQLite file; this process is its one writer (their verdicts included).
  // An injected clock (tests') is one they cannot read: this process alone answers then
  const workers =
    o.store.kind === "sqlite" && o.now === Date.now
      ? Math.min(o.radius.workers ?? 0, availableParallelism() - 1)
      : 0;
  const workerVerdicts = groupCommit(o.store);
  const gateway: Gateway = {
    core,
    face: (face) => faces[face],
    credentialKey: key,
    targetKey: Buffer.from(hmacHex(o.secret, "gangway-handoff-target-key"), "hex"),
    handoffStats,
    disconnector,
    openndsDeauths,
    authmonQueue,
    radius: undefined,
    simulator: undefined,
    simulatorCpu: undefined,
    async start() {
      if (!clients.size) return;
      checkClientZones(
        o.radius.clients ?? [],
        o.zones().map((z) => z.zoneId),
        o.log,
      );
      const radius = await startRadiusServer({
        ...{ host, authPort: o.radius.authPort ?? 0, acctPort: o.radius.acctPort ?? 0 },
        ...{ clients: () => clients, core: faces.radius, log: o.log, storageFailed: o.storageFailed },
        workers: {
          ...{ count: workers, dbFile: o.store.where, clients: clients.list, zones: o.zones },
          // counted and recorded as the core does its own answers (countedCore.ts, gatewayCore.ts)
          answered: async (answers) => {
            for (const answer of answers) o.counts.access("radius", answer.accept);
            const verdicts = answers.flatMap((a) => (a.verdict ? [a.verdict] : []));
            if (verdicts.length)
              await recordVerdicts(workerVerdicts, verdicts).catch((err) =>
                o.log.warn({ err }, "could not record a RADIUS worker's verdicts"),
              );
          },
        },
      });
      gateway.radius = radius;
      if (!o.simulator) return;
      // a requester of its own, whose CPU is counted: the gateway's work, not the server's
      const simulatorCpu = new ThreadCpuMeter();
      const simulatorRequester = new RadiusRequester(simulatorCpu);
      const simulator = new SimulatorGateway({
        secret: simulatorSecret,
        server: () => ({ address: simulatorAddress, authPort: radius.authPort, acctPort: radius.acctPort }),
        ...{ requester: simulatorRequester, now: o.now, log: o.log },
      });
      gateway.simulatorCpu = simulatorCpu;
      closeSimulatorRequester = () => simulatorRequester.close();
      simulatorPort = await simulator.listen(simulatorAddress);
      gateway.simulator = simulator;
    },
    async adoptOnline() {
      const { simulator } = gateway;
      if (!simulator) return;
      const online = await onlineSessions(o.store.db, o.now());
      await simulator.adopt(
        online.map((s) => ({
          zoneId: s.zoneId,
          mac: s.mac,
          downBps: s.rxMaxBps === null ? null : s.rxMaxBps * 8,
        })),
      );
    },
    async close() {
      gateway.simulator?.close();
      await gateway.radius?.close();
      // the Accepts' verdicts still waiting (PendingVerdicts.ts): lost, if this fails, as a write's are
      await core.settle().catch((err) => o.log.warn({ err }, "could not record the last RADIUS verdicts"));
      requester.close();
      closeSimulatorRequester();
    },
  };
  return gateway;
}
