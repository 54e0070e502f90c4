import { cruiseLoginPost, cruiseLoginStep } from "../../../steps/cruiseLoginSteps.ts";
import { CRUISE_LOGIN_OUTCOMES } from "../../cruise/cruiseLoginOutcomes.ts";
import { answerOf } from "../../domain/OutcomeTable.ts";
import { HOUR } from "../../domain/time.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { setHandoff } from "./handoffCookie.ts";
import { toController } from "./toController.ts";

/**
 * The cruise login: the cruise login's step machine (steps/cruiseLoginSteps.ts, the browser's
 * too): the fields checked by the same rule, then the terms; accepted, the seam starts the
 * booking's validation, and its outcome's status (the API's, from the one outcome table) is what
 * the machine answers; started, the device goes to the controller with the relay id (8, 0). The
 * app polls the validation on the page it comes back to: the relay id and the booking are handed
 * to it (handoffCookie.ts).
 */
export async function cruiseLoginForm(fc: FormContext): Promise<FormAnswer> {
  // the visitor's own today may be ahead of the server's by up to 14 hours (UTC+14)
  const today = new Date(fc.actor.now + 14 * HOUR).toISOString().slice(0, 10);
  const { state, event } = cruiseLoginPost(fc.fields, today);
  let turn = cruiseLoginStep(state, event);
  const user = turn.validate;
  if (user) {
    const booking = {
      lastname: user.lastname,
      personalKey: user.key,
      email: user.email,
      dateOfBirth: user.dob,
    };
    const outcome = await fc.seam.cruiseLogin(fc.actor, booking);
    const relayId = outcome.kind === "started" ? outcome.relayId : undefined;
    const { status } = answerOf(CRUISE_LOGIN_OUTCOMES, outcome);
    turn = cruiseLoginStep(turn.state, { type: "answered", status, ...(relayId ? { relayId } : {}) });
    if (relayId) setHandoff(fc, { cruise: { validateRelayId: relayId, user: { ...user } } });
  }
  if (turn.controller) return toController(fc, turn.controller);
  const { step, values, errors } = turn.state;
  const drawn = step === "terms" ? "terms" : "idle";
  return redraw(
    {
      action: "cruise-login",
      step: drawn,
      values: { ...values },
      errors: { ...errors },
      ...(turn.flagTerms ? { flagged: true } : {}),
    },
    turn.banner,
  );
}
