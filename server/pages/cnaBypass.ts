import { dialectName } from "../../fleet/gateway/gatewayDialects.ts";
import type { BootPayload } from "./bootPayload.ts";
import { firstOf, type QueryFields } from "./pageQuery.ts";
import type { RenderEntry } from "./pageRenderer.ts";

/**
 * /cna opened by a captive network assistant that named its system (?os=) for a device not online:
 * the controller's bypass (captive step 1) first, so the system keeps the network instead of
 * trapping the passenger in the mini-browser; it comes back to /cna, drawn as the start page. The
 * app would do the same, once its script ran (engine/routes/CnaRoute.tsx); here it needs none.
 * Null: no bypass (another page, no system named, a device online, a controller refused, a
 * gateway without the spec's bypass step).
 */
export function cnaBypass(
  entry: RenderEntry,
  path: string,
  // the address's parameters and the device's, as the page read them (pages/pageQuery.ts)
  fields: QueryFields,
  device: Record<string, string>,
  payload: BootPayload,
): string | null {
  if (path !== entry.fixedRoutes.CnaPortal || !firstOf(fields.os)) return null;
  const query = entry.queryOf(device);
  const session = payload.session as Parameters<RenderEntry["isConnected"]>[0];
  if (!query || entry.isConnected(session)) return null;
  const network = payload.manifest?.network as { controllerHosts?: string[]; gateway?: string } | undefined;
  // a vendor's gateway has no bypass step: its walled garden lets the assistant's page through
  if (dialectName(network?.gateway) !== "spec") return null;
  const hosts = network?.controllerHosts;
  try {
    return entry.accessControllerUrl(query, "/cnabypass", 1, 0, {}, hosts);
  } catch {
    return null;
  }
}
