import type { ControllerPath } from "../../steps/ControllerStep.ts";
import type { Query } from "../state/queryAtom.ts";
import { isAllowedControllerHost, parseControllerHost } from "./isAllowedControllerHost.ts";

export type { ControllerPath };

export class DisallowedControllerError extends Error {}

/**
 * The access-controller URL for a redirect. Without an accessControllerIp the controller is the
 * portal's own origin (the reference server simulates it).
 */
export function accessControllerUrl(
  query: Query,
  path: ControllerPath,
  captiveStep: number,
  retryCount: number,
  extra: Record<string, string> = {},
  allowlist: readonly string[] = [],
): string {
  const params = new URLSearchParams({
    mac: query.mac,
    zoneId: query.zoneId,
    captiveStep: String(captiveStep),
    retryCount: String(retryCount),
    ...extra,
  });
  const ip = query.accessControllerIp;
  if (ip === undefined) return `${path}?${params}`;
  const parsed = parseControllerHost(ip);
  if (!parsed || !isAllowedControllerHost(ip, allowlist))
    throw new DisallowedControllerError(`access controller ${ip} refused`);
  // the host as checked, the browser's own reading of it
  return `http://${parsed.host}${parsed.port ? `:${parsed.port}` : ""}${path}?${params}`;
}
