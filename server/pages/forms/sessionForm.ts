import { isPending } from "../../../steps/deviceView.ts";
import {
  type SessionAction,
  sessionPost,
  sessionStep,
  type SessionTurn,
} from "../../../steps/sessionSteps.ts";
import { answerOf } from "../../domain/OutcomeTable.ts";
import { LOGOUT_OUTCOMES } from "../../sessions/logoutOutcomes.ts";
import { RESET_OUTCOMES } from "../../sessions/resetOutcomes.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { sessionOf } from "./openForm.ts";
import { toController } from "./toController.ts";

// the action's outcome's status (the API's, from its one outcome table)
async function act(fc: FormContext, action: SessionAction): Promise<number> {
  if (action === "logout") return answerOf(LOGOUT_OUTCOMES, await fc.seam.logout(fc.actor)).status;
  return answerOf(RESET_OUTCOMES, await fc.seam.reset(fc.actor)).status;
}

/**
 * Log out (the header, the status page), reset (the status page; the simple trial start in reset
 * mode, whose terms come first) and Connect (the status page of a device granted but not let
 * online yet): the session's step machine (steps/sessionSteps.ts, the browser's too), the action
 * the seam's, then the gateway (its logout, or its login again).
 */
export async function sessionForm(fc: FormContext, action: SessionAction): Promise<FormAnswer> {
  const pending = action === "connect" && isPending(await sessionOf(fc));
  let turn: SessionTurn = sessionStep(action, sessionPost(fc.fields, pending));
  if (turn.act) turn = sessionStep(action, { type: "answered", status: await act(fc, action) });
  if (turn.controller) return toController(fc, turn.controller);
  if (turn.flagTerms) return redraw({ action: "reset", flagged: true });
  return redraw(null, turn.banner);
}
