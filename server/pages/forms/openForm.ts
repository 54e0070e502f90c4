import { attemptOpen } from "../../opens/attemptOpen.ts";
import { findSession } from "../../sessions/sessionRows.ts";
import { toSessionView } from "../../sessions/toSessionView.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { toController } from "./toController.ts";

/** The device's session as the app sees it, or null. */
export async function sessionOf(fc: FormContext) {
  const session = await findSession(fc.ctx.store.db, fc.zone.zoneId, fc.request.mac);
  return session ? toSessionView(session, fc.ctx.now()) : null;
}

/**
 * An open access's form (a trial or free card, the simple trial start, the trial login page, the
 * terms-only page; engine/flows/useTrialConnect.ts, the same steps): the offer's button asks for
 * its terms step, the terms accepted start the access and send the device to the controller (3, 0).
 * A device granted but not let online yet goes straight to the controller.
 */
export async function openForm(fc: FormContext): Promise<FormAnswer> {
  const ids = fc.entry.formMessageIds;
  const openId = Number.parseInt(fc.fields.openId ?? "", 10);
  const step = fc.fields._step;
  if (step === "cancel") return redraw(null);
  if (!Number.isInteger(openId) || openId < 1) return redraw(null, ids.serviceUnavailable);
  if (step === "terms") return redraw({ action: "open", openId, step: "terms" });
  if (fc.fields.terms !== "1") return redraw({ action: "open", openId, step: "terms", flagged: true });
  // granted already, the controller's step lost: only that step is left (a new grant is refused);
  // not another browser's free access, which this browser's own open replaces (DeviceAuth.mayAct)
  const own = await fc.ctx.devices.mayAct(fc.request, fc.zone.zoneId, fc.request.mac);
  if (own && fc.entry.isPending(await sessionOf(fc))) return toController(fc, "/auth", 3, 0);
  const outcome = await attemptOpen(fc.ctx, fc.request, openId, fc.fields.terms === "1");
  if (outcome === "activated") return toController(fc, "/auth", 3, 0);
  if (typeof outcome === "object") return redraw(null, ids.timeout);
  return redraw(null, ids.serviceUnavailable);
}
