import { afterAuth, afterRelay } from "../../gateway/redirects.ts";
import { authorizeAccessController } from "../../testMode/authorizeAccessController.ts";
import type { FormAnswer, FormContext } from "./FormContext.ts";

type ControllerPath = Parameters<FormContext["entry"]["accessControllerUrl"]>[1];

/**
 * The device on to its access controller, as the app sends it (engine/flows/useControllerRedirect.ts):
 * the same URL, refused (the error page) for a controller address off the ship's network; with
 * fake redirects on, the controller's POST twin runs here and its answer is where the browser goes.
 */
export async function toController(
  fc: FormContext,
  path: ControllerPath,
  captiveStep: number,
  retryCount: number,
  extra: Record<string, string> = {},
): Promise<FormAnswer> {
  const hosts = (fc.manifest?.network as { controllerHosts?: string[] } | undefined)?.controllerHosts;
  let url: string;
  try {
    url = fc.entry.accessControllerUrl(fc.query, path, captiveStep, retryCount, extra, hosts);
  } catch (error) {
    fc.request.log.warn({ err: error }, "redirect to the access controller refused");
    return { redirect: "/error" };
  }
  if (!fc.ctx.fakeRedirects) return { redirect: url };
  const device = { mac: fc.request.mac, zoneId: fc.zone.zoneId };
  if (path === "/auth") {
    const authorized = await authorizeAccessController(fc.ctx.store, device.zoneId, device.mac, fc.ctx.now());
    return { redirect: afterAuth(authorized, device, retryCount) };
  }
  if (path === "/triggerrelay") return { redirect: afterRelay(device, captiveStep) };
  return { redirect: url };
}
