import { logoutDevice } from "../../sessions/logoutDevice.ts";
import { resetDevice } from "../../sessions/resetDevice.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { sessionOf } from "./openForm.ts";
import { toController } from "./toController.ts";

/** Log out (header, status page): the backend and the gateway let the device go, then the controller's /logout (0, 0). */
export async function logoutForm(fc: FormContext): Promise<FormAnswer> {
  if (!(await logoutDevice(fc.ctx, fc.zone.zoneId, fc.request.mac)))
    return redraw(null, fc.entry.formMessageIds.timeout);
  return toController(fc, "/logout", 0, 0);
}

/**
 * Reset (status page; the simple trial start in reset mode, whose terms come first): a new period,
 * then the controller lets the device online again (3, 0).
 */
export async function resetForm(fc: FormContext): Promise<FormAnswer> {
  if (fc.fields._step === "accept" && fc.fields.terms !== "1")
    return redraw({ action: "reset", flagged: true });
  const outcome = await resetDevice(fc.ctx, fc.zone.zoneId, fc.request.mac);
  if (outcome !== "reset") return redraw(null, fc.entry.formMessageIds.timeout);
  return toController(fc, "/auth", 3, 0);
}

/** 'Connect' on the status page of a device granted but not let online yet: the controller's step again. */
export async function connectForm(fc: FormContext): Promise<FormAnswer> {
  if (!fc.entry.isPending(await sessionOf(fc))) return redraw(null);
  return toController(fc, "/auth", 3, 0);
}
