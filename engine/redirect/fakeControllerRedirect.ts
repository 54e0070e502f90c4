import { postRadiusAuthorize } from "../api/postRadiusAuthorize.ts";
import { postRelay } from "../api/postRelay.ts";
import type { Query } from "../state/queryAtom.ts";
import type { ControllerPath } from "./accessControllerUrl.ts";

/**
 * Test mode: the redirects that have a POST twin become that POST, and the answer is where the
 * browser goes next (always a path on the portal's own server). null when there is no twin.
 */
export async function fakeControllerRedirect(
  query: Query,
  path: ControllerPath,
  captiveStep: number,
  retryCount: number,
  extra: Record<string, string>,
): Promise<string | null> {
  if (path === "/auth")
    return (await postRadiusAuthorize({ mac: query.mac, captiveStep, retryCount })).redirect;
  if (path === "/triggerrelay" && extra.relayId)
    return (await postRelay(extra.relayId, { mac: query.mac, captiveStep })).redirect;
  return null;
}
