import { findSession } from "../../sessions/sessionRows.ts";
import type { Storage } from "../../storage/Storage.ts";
import { decideAuthorization } from "../../access/decideAuthorization.ts";
import { openndsToken } from "../dialects/openndsDialect.ts";
import type { HandoffTarget } from "../dialects/GatewayDialect.ts";
import type { AuthmonQueue } from "./AuthmonQueue.ts";
import { authmonGrantOf } from "./authmonGrantOf.ts";

/**
 * Level 3's handoff: the portal is the FAS that decides, so the device's grant goes to the queue
 * its gateway's authmon polls, under the rhid openNDS finds the device by (sha256 of the hid it
 * vouched for and the faskey), with the limits its session has now. False when the device holds
 * no grant (none, logged out, expired, used up) or the zone has no faskey: nothing queued.
 */
export async function queueAuthmonGrant(
  deps: { storage: Storage; queue: AuthmonQueue; faskey: string | undefined },
  device: { zoneId: string; mac: string; target: HandoffTarget },
  now: number,
): Promise<boolean> {
  const { hid } = device.target;
  if (!hid || !deps.faskey) return false;
  const decision = decideAuthorization(await findSession(deps.storage.db, device.zoneId, device.mac), now);
  if (!decision.accept) return false;
  deps.queue.add(device.zoneId, authmonGrantOf(openndsToken(hid, deps.faskey), decision.limits), device.mac);
  return true;
}
