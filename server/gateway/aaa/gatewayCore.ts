import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { ZoneDefinition } from "../../zones/ZoneDefinition.ts";
import { groupCommit } from "../../storage/groupCommit.ts";
import type { Storage } from "../../storage/Storage.ts";
import { credentialGate } from "../credentials/credentialGate.ts";
import { isCredentialName } from "../../access/credentials/credentialName.ts";
import { HandoffStats } from "../../access/credentials/HandoffStats.ts";
import { authorizeDevice } from "../../access/authorizeDevice.ts";
import type { Disconnector } from "./Disconnector.ts";
import { recordAddress } from "../../access/deviceAddresses.ts";
import { type Attributes, count, deviceOf, type GatewayDevice, text } from "../../access/GatewayDevice.ts";
import { type AccountingOutcome, recordAccounting } from "../../access/recordAccounting.ts";
import type { Attribute } from "./Attribute.ts";
import { replyAttributes } from "./replyAttributes.ts";
import { verdictKey } from "../../access/verdict.ts";
import { PendingVerdicts } from "../../access/PendingVerdicts.ts";
import { decideAuthorization } from "../../access/decideAuthorization.ts";
import { sessionForDecision } from "../../access/sessionForDecision.ts";

const GIGAWORD = 2 ** 32;
// warnings of a client speaking for a zone it does not serve: once per pair, this many pairs
const WARN_PAIRS = 1000;

export type AccessAnswer = { accept: true; attributes: Attribute[] } | { accept: false; reason: string };

/** What both faces (the native RADIUS server, FreeRADIUS's rlm_rest) ask of Gangway. */
export interface GatewayCore {
  access(attributes: Attributes, source: string): Promise<AccessAnswer>;
  accounting(attributes: Attributes, source: string): Promise<AccountingOutcome>;
}

export interface GatewayCoreOptions {
  store: Storage;
  // the zones served now (reloaded on SIGHUP)
  zones: () => readonly ZoneDefinition[];
  // whether the RADIUS client at `source` may speak for the zone (RadiusClients.serves)
  serves: (source: string, zoneId: string) => boolean;
  disconnector: Disconnector;
  now: () => number;
  log: FastifyBaseLogger;
  // the one-time handoff credentials: their passwords' key, and what was made of them (a core
  // without them takes no credential: its key is one no password was derived from)
  credentialKey?: Buffer;
  handoffStats?: HandoffStats;
}

/** The core with what its owner does when the server closes: the verdicts still waiting written. */
export interface OwnedGatewayCore extends GatewayCore {
  settle(): Promise<void>;
}

export function gatewayCore(o: GatewayCoreOptions): OwnedGatewayCore {
  // a portal's handoff brings a one-time credential as the User-Name: good once, for its device
  const credential = credentialGate({
    ...o,
    key: o.credentialKey ?? randomBytes(32),
    stats: o.handoffStats ?? new HandoffStats(),
  });
  const warned = new Set<string>();
  // interim updates arrive by the thousand: those that come while one commits share the next
  const commits = groupCommit(o.store);
  // the desk's last verdicts per device (verdict.ts), in the group commit beside the accounting
  const verdicts = new PendingVerdicts(commits, (err) =>
    o.log.warn({ err }, "could not record a RADIUS verdict"),
  );
  // a gateway speaks only for its own zones: another's devices are neither authorised nor
  // accounted, and their addresses never recorded from it
  function foreign(device: GatewayDevice, source: string): boolean {
    if (!device.zone || o.serves(source, device.zone.zoneId)) return false;
    const pair = `${device.client}|${device.zone.zoneId}`;
    if (!warned.has(pair) && warned.size < WARN_PAIRS) {
      warned.add(pair);
      o.log.warn(
        { client: device.client, zoneId: device.zone.zoneId },
        "RADIUS client spoke for a zone it does not serve: refused (its zones are in RADIUS_CLIENTS_FILE)",
      );
    }
    return true;
  }

  // the gateway says which device holds which address: what lets a request from that address act
  // for the device (security/DeviceAuth.ts). A lost write costs a passenger a retry, never an answer
  async function remember(device: GatewayDevice): Promise<void> {
    if (!device.zone || !device.mac || !device.address) return;
    try {
      await recordAddress(o.store.db, device.zone.zoneId, device.mac, device.address, o.now());
    } catch (err) {
      o.log.warn({ err }, "could not record a device's address");
    }
  }

  async function answerAccess(
    device: GatewayDevice,
    attributes: Attributes,
    source: string,
  ): Promise<AccessAnswer> {
    if (foreign(device, source)) return { accept: false, reason: "zone-not-served" };
    // MAC authentication without an address, most of a gateway's asks, awaits neither (its hot path)
    if (device.address) await remember(device);
    const refused = isCredentialName(device.userName) ? await credential(device, attributes) : undefined;
    if (refused) return { accept: false, reason: refused };
    const decision = await authorizeDevice(o.store, device, o.now());
    if (!decision.accept) return { accept: false, reason: decision.reason };
    return { accept: true, attributes: replyAttributes(decision.limits, device.zone?.network) };
  }

  // MAC authentication of a device Gangway knows, a gateway's usual ask: its session read in a job
  // of the group commit, so that the read shares the batch's transaction (on SQLite a read on its
  // own opens and closes a read transaction of its own, with its locks: 4–5 µs of CPU against 2.6
  // µs inside one). Undefined when the job failed (a full disk): then asked again the usual way
  function decidedInBatch(device: GatewayDevice, zoneId: string, mac: string, now: number) {
    return commits
      .run(verdictKey(zoneId, mac), async (tx): Promise<AccessAnswer> => {
        const decision = decideAuthorization(await sessionForDecision(tx.q, zoneId, mac), now);
        return decision.accept
          ? { accept: true, attributes: replyAttributes(decision.limits, device.zone?.network) }
          : { accept: false, reason: decision.reason };
      })
      .catch(() => undefined);
  }

  return {
    settle: () => verdicts.settle(),

    async access(attributes, source) {
      const device = deviceOf(attributes, o.zones(), source);
      const { zone, mac } = device;
      const now = o.now();
      const plain = zone && mac && !device.address && !isCredentialName(device.userName);
      const batched =
        plain && !foreign(device, source) ? await decidedInBatch(device, zone.zoneId, mac, now) : undefined;
      const answer = batched ?? (await answerAccess(device, attributes, source));
      // an Accept decided by reading alone goes at once, its verdict following within milliseconds
      // (PendingVerdicts.ts); any other answer waits until its verdict is committed (a Reject, so
      // that a flood of invented MACs is answered at the writer's pace; one that wrote anyway)
      if (zone && mac)
        await verdicts
          .add(
            {
              ...{ at: now, zoneId: zone.zoneId, mac, gateway: device.gateway },
              ...{ accept: answer.accept, reason: answer.accept ? null : answer.reason },
            },
            !(batched?.accept ?? false),
          )
          .catch((err) => o.log.warn({ err }, "could not record a RADIUS verdict"));
      return answer;
    },

    async accounting(attributes, source) {
      const device = deviceOf(attributes, o.zones(), source);
      const status = text(attributes, "Acct-Status-Type") ?? "";
      // a gateway's restart (Accounting-On/-Off) names no session of its own
      const restart = status === "Accounting-On" || status === "Accounting-Off";
      const acctSessionId = text(attributes, "Acct-Session-Id") ?? (restart ? "" : undefined);
      if (acctSessionId === undefined) return { kind: "ignored", why: "no Acct-Session-Id" };
      if (!restart && foreign(device, source)) return { kind: "ignored", why: "zone not served" };
      const outcome = await recordAccounting(
        o.store,
        commits,
        device,
        {
          status,
          acctSessionId,
          inputOctets:
            count(attributes, "Acct-Input-Gigawords") * GIGAWORD + count(attributes, "Acct-Input-Octets"),
          outputOctets:
            count(attributes, "Acct-Output-Gigawords") * GIGAWORD + count(attributes, "Acct-Output-Octets"),
          counters32:
            attributes["Acct-Input-Gigawords"] === undefined &&
            attributes["Acct-Output-Gigawords"] === undefined,
          sessionTime: count(attributes, "Acct-Session-Time"),
          terminateCause: text(attributes, "Acct-Terminate-Cause"),
        },
        o.now(),
      );
      // the gateway holds a device Gangway let go, or whose allowance just ran out: tell it
      if (outcome.kind === "recorded" && outcome.disconnect)
        void o.disconnector.disconnect(outcome.zoneId, outcome.mac, "accounting");
      return outcome;
    },
  };
}
