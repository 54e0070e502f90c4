import {
  afterAuth,
  afterCnaBypass,
  afterLogout,
  afterRelay,
  afterTempBypass,
} from "../../gateway/redirects.ts";
import { handoffOf, loginHandoff, logoutHandoff } from "../../gateway/handoff/handOff.ts";
import { portalUrl } from "../../gateway/portalUrl.ts";
import { authorizeAccessController } from "../../testMode/authorizeAccessController.ts";
import type { FormAnswer, FormContext } from "./FormContext.ts";

type ControllerPath = Parameters<FormContext["entry"]["accessControllerUrl"]>[1];

/**
 * A zone whose gateway is not the spec's controller (network.gateway): its login step with a
 * one-time credential for /auth, its logout for /logout; the spec's other steps do not exist
 * there (the walled garden lets the store's payment window and the portal through), so they are
 * the portal's own pages, where the spec's controller would have sent the device back.
 */
async function vendorStep(
  fc: FormContext,
  path: ControllerPath,
  captiveStep: number,
  retryCount: number,
): Promise<FormAnswer | undefined> {
  const device = { mac: fc.request.mac, zoneId: fc.zone.zoneId };
  if (handoffOf(fc.ctx, fc.request, device).dialect.name === "spec") return undefined;
  if (path === "/auth") {
    const retry = fc.fields._action === "connect";
    const handoff = await loginHandoff(fc.ctx, fc.request, fc.reply, device, retry);
    // nowhere to hand it to: the status page says not connected, and offers Connect again
    return { redirect: handoff.kind === "step" ? handoff.step.url : portalUrl("/status", device) };
  }
  if (path === "/logout") {
    const handoff = logoutHandoff(fc.ctx, fc.request, device);
    return { redirect: handoff.kind === "step" ? handoff.step.url : afterLogout(device) };
  }
  if (path === "/tempbypass") return { redirect: afterTempBypass(device, retryCount) };
  if (path === "/triggerrelay") return { redirect: afterRelay(device, captiveStep) };
  return { redirect: afterCnaBypass(device) };
}

/**
 * The device on to its access controller, as the app sends it (engine/flows/useControllerRedirect.ts):
 * the same URL, refused (the error page) for a controller address off the ship's network; with
 * fake redirects on, the controller's POST twin runs here and its answer is where the browser goes.
 * In a vendor's zone, its gateway's own steps (vendorStep).
 */
export async function toController(
  fc: FormContext,
  path: ControllerPath,
  captiveStep: number,
  retryCount: number,
  extra: Record<string, string> = {},
): Promise<FormAnswer> {
  const vendor = await vendorStep(fc, path, captiveStep, retryCount);
  if (vendor) return vendor;
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
