import type { Storage } from "../storage/Storage.ts";
import { type Authorization, decideAuthorization } from "./decideAuthorization.ts";
import type { GatewayDevice } from "./GatewayDevice.ts";
import { sessionForDecision } from "./sessionForDecision.ts";

/**
 * A gateway asks whether a device may go online (an Access-Request, or rlm_rest's authorize): yes
 * with its limits while its session is active, else no with the reason. Only reads: the device is
 * online once the gateway's accounting Start says so (recordAccounting.ts).
 */
export async function authorizeDevice(
  // the database alone: the RADIUS worker reads its own read-only connection (radiusWorker.ts)
  store: Pick<Storage, "db">,
  device: GatewayDevice,
  now: number,
): Promise<Authorization> {
  if (!device.zone) return { accept: false, reason: "unknown-zone" };
  if (!device.mac) return { accept: false, reason: "unknown-device" };
  return decideAuthorization(await sessionForDecision(store.db, device.zone.zoneId, device.mac), now);
}
