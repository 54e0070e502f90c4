import type { Gateway } from "../gateway/gateway.ts";
import type { Store } from "../storage/Store.ts";
import { logout } from "./logout.ts";

/**
 * The device leaves, from the API or from the portal's form alike: logged out at the backend, and
 * its gateway is told to let it go. False: it had no session.
 */
export async function logoutDevice(
  ctx: { store: Store; gateway: Gateway },
  zoneId: string,
  mac: string,
): Promise<boolean> {
  if (!(await logout(ctx.store, zoneId, mac))) return false;
  void ctx.gateway.disconnector.disconnect(zoneId, mac, "logout");
  return true;
}
