import type { FastifyBaseLogger } from "fastify";
import type { ZoneDefinition } from "../../fleet/Fleet.ts";
import type { Store } from "../../storage/Store.ts";
import { credentialGate } from "../credentials/credentialGate.ts";
import type { HandoffStats } from "../credentials/HandoffStats.ts";
import { authorizeDevice } from "./authorizeDevice.ts";
import type { Disconnector } from "./Disconnector.ts";
import { recordAddress } from "./deviceAddresses.ts";
import { type Attributes, count, deviceOf, type GatewayDevice, text } from "./GatewayPacket.ts";
import { type AccountingOutcome, recordAccounting } from "./recordAccounting.ts";
import { type Attribute, replyAttributes } from "./replyAttributes.ts";

const GIGAWORD = 2 ** 32;

export type AccessAnswer = { accept: true; attributes: Attribute[] } | { accept: false; reason: string };

/** What both faces (the native RADIUS server, FreeRADIUS's rlm_rest) ask of Gangway. */
export interface GatewayCore {
  access(attributes: Attributes, source: string): Promise<AccessAnswer>;
  accounting(attributes: Attributes, source: string): Promise<AccountingOutcome>;
}

export interface GatewayCoreOptions {
  store: Store;
  // the zones served now (reloaded on SIGHUP)
  zones: () => readonly ZoneDefinition[];
  disconnector: Disconnector;
  now: () => number;
  log: FastifyBaseLogger;
  // the one-time handoff credentials: their passwords' key, and what was made of them
  credentialKey: Buffer;
  handoffStats: HandoffStats;
}

export function gatewayCore(o: GatewayCoreOptions): GatewayCore {
  // a portal's handoff brings a one-time credential as the User-Name: good once, for its device
  const credential = credentialGate({ ...o, key: o.credentialKey, stats: o.handoffStats });
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

  return {
    async access(attributes, source) {
      const device = deviceOf(attributes, o.zones(), source);
      await remember(device);
      const refused = await credential(device, attributes);
      if (refused) return { accept: false, reason: refused };
      const decision = await authorizeDevice(o.store, device, o.now());
      if (!decision.accept) return { accept: false, reason: decision.reason };
      return { accept: true, attributes: replyAttributes(decision.limits, device.zone?.network) };
    },

    async accounting(attributes, source) {
      const device = deviceOf(attributes, o.zones(), source);
      const status = text(attributes, "Acct-Status-Type") ?? "";
      // a gateway's restart (Accounting-On/-Off) names no session of its own
      const restart = status === "Accounting-On" || status === "Accounting-Off";
      const acctSessionId = text(attributes, "Acct-Session-Id") ?? (restart ? "" : undefined);
      if (acctSessionId === undefined) return { kind: "ignored", why: "no Acct-Session-Id" };
      // Start and Interim-Update: the device holds its address now (Stop: it is leaving)
      if (status === "Start" || status === "Interim-Update") await remember(device);
      const outcome = await recordAccounting(
        o.store,
        device,
        {
          status,
          acctSessionId,
          inputOctets:
            count(attributes, "Acct-Input-Gigawords") * GIGAWORD + count(attributes, "Acct-Input-Octets"),
          outputOctets:
            count(attributes, "Acct-Output-Gigawords") * GIGAWORD + count(attributes, "Acct-Output-Octets"),
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
