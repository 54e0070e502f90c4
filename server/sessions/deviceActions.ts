import { type Actor, deviceOf } from "../domain/Actor.ts";
import type { LetGo } from "../domain/LetGo.ts";
import type { Storage } from "../storage/Storage.ts";
import { logout } from "./logout.ts";
import { type ResetOutcome, resetSession } from "./resetSession.ts";

/** What a device's own session changes need: the database, and the gateways to tell. */
export interface SessionDeps {
  storage: Storage;
  letGo: LetGo;
}

export type LogoutOutcome = { kind: "logged-out" } | { kind: "no-session" };

/**
 * The device leaves, the API's and the portal form's alike (server/seam/): logged out at the
 * backend, and its gateway is told to let it go.
 */
export async function logOut(deps: SessionDeps, actor: Actor): Promise<LogoutOutcome> {
  const { zoneId, mac } = deviceOf(actor);
  if (!(await logout(deps.storage, zoneId, mac))) return { kind: "no-session" };
  deps.letGo(zoneId, mac, "logout");
  return { kind: "logged-out" };
}

/**
 * A new period for the device's session, the API's and the portal form's alike: the gateway lets
 * the device go, and lets it back on with the new period's limits.
 */
export async function resetDevice(deps: SessionDeps, actor: Actor): Promise<ResetOutcome> {
  const { zoneId, mac } = deviceOf(actor);
  const outcome = await resetSession(deps.storage, zoneId, mac, actor.now);
  if (outcome.kind === "reset") deps.letGo(zoneId, mac, "reset");
  return outcome;
}
