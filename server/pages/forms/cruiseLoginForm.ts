import { cruiseLimiter } from "../../cruise/cruiseLimiter.ts";
import { startValidation } from "../../cruise/cruiseValidation.ts";
import { HOUR } from "../../domain/time.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { setHandoff } from "./handoffCookie.ts";
import { toController } from "./toController.ts";

// the cruise flow's step after the login relays the validation (spec section 9)
const CRUISE_VALIDATE_STEP = 8;
const FIELDS = ["lastname", "key", "email", "dob"] as const;

/**
 * The cruise login (engine/flows/useCruiseLogin.ts, the same steps): the fields checked by the
 * engine's own rule, then the terms; accepted, the booking's validation starts and the device goes
 * to the controller with the relay id (8, 0). The app polls the validation on the page it comes
 * back to: the relay id and the booking are handed to it (handoffCookie.ts).
 */
export async function cruiseLoginForm(fc: FormContext): Promise<FormAnswer> {
  const values = Object.fromEntries(FIELDS.map((f) => [f, (fc.fields[f] ?? "").slice(0, 256)])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  const step = fc.fields._step;
  if (step === "cancel") return redraw({ action: "cruise-login", step: "idle", values, errors: {} });
  // the visitor's own today may be ahead of the server's by up to 14 hours (UTC+14)
  const today = new Date(fc.ctx.now() + 14 * HOUR).toISOString().slice(0, 10);
  const { user, errors } = fc.entry.validateCruiseLogin(values, today);
  if (Object.keys(errors).length > 0)
    return redraw({ action: "cruise-login", step: "idle", values, errors: errors as Record<string, string> });
  if (step !== "accept") return redraw({ action: "cruise-login", step: "terms", values, errors: {} });
  if (fc.fields.terms !== "1")
    return redraw({ action: "cruise-login", step: "terms", values, errors: {}, flagged: true });
  const unknown = fc.entry.formMessageIds.cruiseUnknown;
  if (fc.zone.tier !== "cruise")
    return redraw({ action: "cruise-login", step: "idle", values, errors: {} }, unknown);
  const limit = cruiseLimiter(fc.ctx.limits, fc.ctx.rateLimitEpoch, fc.ctx.now, fc.ctx.clientLimitScale);
  if (
    (await limit(fc.zone.zoneId, await fc.ctx.devices.limitClient(fc.request, fc.zone.zoneId))) !== undefined
  )
    return redraw({ action: "cruise-login", step: "idle", values, errors: {} }, unknown);
  const relayId = await startValidation(
    fc.ctx.store,
    fc.zone.zoneId,
    { lastname: user.lastname, personalKey: user.key, email: user.email, dateOfBirth: user.dob },
    fc.ctx.now(),
    fc.ctx.cruiseJobDelayMs,
    // the relay id answers only this browser (security/BrowserIds.ts), as the API's validation
    fc.ctx.devices.browsers.ensure(fc.request, fc.reply),
  );
  setHandoff(fc, {
    cruise: { validateRelayId: relayId, user: { ...user } },
  });
  return toController(fc, "/triggerrelay", CRUISE_VALIDATE_STEP, 0, { relayId });
}
