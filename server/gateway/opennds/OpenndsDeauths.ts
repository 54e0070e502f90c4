import { dialectName } from "../../../fleet/gateway/gatewayDialects.ts";
import type { ZoneDefinition } from "../../zones/ZoneDefinition.ts";
import type { Disconnector } from "../aaa/Disconnector.ts";
import type { AuthmonQueue } from "./AuthmonQueue.ts";

// a zone's queue holds at most this many devices: the agent fetches it every few seconds, and a
// gateway whose agent is gone does not make the server hold every logout of a voyage
const MAX_QUEUED = 10_000;

/**
 * The devices Gangway let go behind openNDS, by zone, until the zone's agent (ops/opennds/) fetches
 * them and runs `ndsctl deauth` on the gateway: openNDS takes no remote de-authentication.
 * In memory: a restart forgets the queue, and the device's session, already ended here, is
 * refused at its next BinAuth call anyway.
 */
export class OpenndsDeauths {
  readonly #queues = new Map<string, Set<string>>();

  add(zoneId: string, mac: string): void {
    const queue = this.#queues.get(zoneId) ?? new Set<string>();
    if (queue.size >= MAX_QUEUED) queue.delete(queue.values().next().value as string);
    queue.add(mac);
    this.#queues.set(zoneId, queue);
  }

  /** The zone's queued devices, handed over once. */
  take(zoneId: string): string[] {
    const queue = this.#queues.get(zoneId);
    this.#queues.delete(zoneId);
    return queue ? [...queue] : [];
  }
}

/**
 * Disconnects as before, and for a zone behind openNDS, the device queued for its agent, and any
 * level-3 grant of its still waiting for authmon withdrawn (else authmon could let it on after).
 */
export function openndsAwareDisconnector(
  radius: Disconnector,
  zones: () => readonly ZoneDefinition[],
  deauths: OpenndsDeauths,
  authmon?: AuthmonQueue,
): Disconnector {
  return {
    async disconnect(zoneId, mac, reason) {
      const zone = zones().find((z) => z.zoneId === zoneId);
      // behind openNDS the agent takes the device off at its next report: queued, not yet answered
      const queued = dialectName(zone?.network?.gateway) === "opennds";
      if (queued) deauths.add(zoneId, mac);
      if (queued) authmon?.drop(zoneId, mac);
      const answers = await radius.disconnect(zoneId, mac, reason);
      return queued ? [...answers, { gateway: `opennds:${zoneId}`, answer: "queued" }] : answers;
    },
  };
}
