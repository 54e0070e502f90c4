import { BANNERS } from "../../../steps/banners.ts";
import { isPending } from "../../../steps/deviceView.ts";
import { openPost, openStep } from "../../../steps/openSteps.ts";
import { answerOf } from "../../domain/OutcomeTable.ts";
import { OPEN_OUTCOMES } from "../../opens/openOutcomes.ts";
import { findSession } from "../../sessions/sessionRows.ts";
import { toSessionView } from "../../sessions/toSessionView.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { toController } from "./toController.ts";

/** The device's session as the app sees it, or null. */
export async function sessionOf(fc: FormContext) {
  const session = await findSession(fc.ctx.storage.db, fc.actor.zone.zoneId, fc.actor.mac);
  return session ? toSessionView(session, fc.actor.now) : null;
}

// granted already, the controller's step lost: only that step is left (a new grant is refused);
// not another browser's free access, which this browser's own open replaces (DeviceAuth.mayAct)
async function grantedHere(fc: FormContext): Promise<boolean> {
  const device = { zone: fc.actor.zone, mac: fc.actor.mac };
  return isPending(await sessionOf(fc)) && (await fc.seam.mayRead(fc.request, device));
}

/**
 * An open access's form (a trial or free card, the simple trial start, the trial login page, the
 * terms-only page): the open access's step machine (steps/openSteps.ts, the browser's too); its
 * start is the seam's, and its outcome's status (the API's, from the one outcome table) is what
 * the machine answers; granted, the gateway (3, 0).
 */
export async function openForm(fc: FormContext): Promise<FormAnswer> {
  const pending = fc.fields.terms === "1" && (await grantedHere(fc));
  const { state, event } = openPost(fc.fields, pending);
  let turn = openStep(state, event);
  if (turn.activate) {
    const outcome = await fc.seam.open(fc.actor, turn.activate);
    turn = openStep(turn.state, { type: "answered", status: answerOf(OPEN_OUTCOMES, outcome).status });
  }
  if (turn.controller) return toController(fc, turn.controller);
  const { step, openId } = turn.state;
  // the trial login page (`_offer` page) says a refusal itself: drawn again, it knows the access
  // is not this device's now ('…min free is not available'), as the app's page does
  const said = fc.fields._offer === "page" && turn.why === BANNERS.serviceUnavailable;
  if (step !== "terms" || openId === undefined) return redraw(null, said ? undefined : turn.banner);
  return redraw({ action: "open", openId, step, ...(turn.flagTerms ? { flagged: true } : {}) }, turn.banner);
}
