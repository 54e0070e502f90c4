import type { ControllerStep } from "../../../steps/ControllerStep.ts";
import { errorPath } from "../../../schemas/errorReason.ts";
import { zoneDialect } from "../../gateway/handoff/handOff.ts";
import { portalUrl } from "../../gateway/portalUrl.ts";
import {
  afterAuth,
  afterCnaBypass,
  afterLogout,
  afterRelay,
  afterTempBypass,
} from "../../gateway/redirects.ts";
import { BANNERS } from "../../../steps/banners.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";

/**
 * A zone whose gateway is not the spec's controller (network.gateway): its login step with a
 * one-time credential for /auth (a fresh one for Connect), its logout for /logout; the spec's
 * other steps do not exist there (the walled garden lets the store's payment window and the
 * portal through), so they are the portal's own pages, where the spec's controller would have
 * sent the device back.
 */
async function vendorStep(fc: FormContext, to: ControllerStep): Promise<FormAnswer | undefined> {
  const device = { mac: fc.actor.mac, zoneId: fc.actor.zone.zoneId };
  if (zoneDialect({ zones: () => fc.ctx.zones.zones }, device.zoneId).name === "spec") return undefined;
  if (to.path === "/auth") {
    const retry = fc.fields._action === "connect";
    const handoff = await fc.seam.handOff(fc.request, fc.reply, fc.actor, retry);
    if (handoff.kind === "step") return { redirect: handoff.step.url };
    // nowhere to hand it to: Connect says so where it was pressed, as the browser's does
    // (engine/flows/useControllerRedirect.ts); after a grant, the status page says not connected
    // and offers Connect
    return retry ? redraw(null, BANNERS.timeout) : { redirect: portalUrl("/status", device) };
  }
  if (to.path === "/logout") {
    const handoff = fc.seam.logoutHandoff(fc.request, fc.actor);
    return { redirect: handoff.kind === "step" ? handoff.step.url : afterLogout(device) };
  }
  if (to.path === "/tempbypass") return { redirect: afterTempBypass(device, to.retryCount) };
  if (to.path === "/triggerrelay") return { redirect: afterRelay(device, to.captiveStep) };
  return { redirect: afterCnaBypass(device) };
}

/**
 * The device on to its access controller, as the app sends it (engine/flows/useControllerRedirect.ts):
 * the same URL, refused (the error page) for a controller address off the ship's network; with
 * fake redirects on, the controller's POST twin runs here and its answer is where the browser goes.
 * In a vendor's zone, its gateway's own steps (vendorStep).
 */
export async function toController(fc: FormContext, to: ControllerStep): Promise<FormAnswer> {
  const vendor = await vendorStep(fc, to);
  if (vendor) return vendor;
  const hosts = (fc.manifest?.network as { controllerHosts?: string[] } | undefined)?.controllerHosts;
  const { path, captiveStep, retryCount, extra = {} } = to;
  let url: string;
  try {
    url = fc.entry.accessControllerUrl(fc.query, path, captiveStep, retryCount, extra, hosts);
  } catch (error) {
    fc.request.log.warn({ err: error }, "redirect to the access controller refused");
    return { redirect: errorPath("controller") };
  }
  const fake = fc.ctx.fakeController;
  if (!fake) return { redirect: url };
  const device = { mac: fc.actor.mac, zoneId: fc.actor.zone.zoneId };
  if (path === "/auth") {
    const authorized = await fake(device.zoneId, device.mac, fc.actor.now);
    return { redirect: afterAuth(authorized, device, retryCount) };
  }
  if (path === "/triggerrelay") return { redirect: afterRelay(device, captiveStep) };
  return { redirect: url };
}
