import { voucherPost, voucherStep } from "../../../steps/voucherSteps.ts";
import { answerOf } from "../../domain/OutcomeTable.ts";
import { VOUCHER_OUTCOMES } from "../../vouchers/voucherOutcomes.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { toController } from "./toController.ts";

/**
 * The voucher form: the voucher's step machine (steps/voucherSteps.ts, the browser's too) from the
 * step the page was in and the button pressed; an activation is the seam's, and its outcome's
 * status (the API's, from the one outcome table) is what the machine answers, with the spec's
 * banners (section 8); granted, the gateway.
 */
export async function voucherForm(fc: FormContext): Promise<FormAnswer> {
  const { state, event } = voucherPost(fc.fields);
  let turn = voucherStep(state, event);
  if (turn.activate) {
    const outcome = await fc.seam.voucher(fc.request, fc.reply, fc.actor, turn.activate);
    turn = voucherStep(turn.state, { type: "answered", status: answerOf(VOUCHER_OUTCOMES, outcome).status });
  }
  if (turn.controller) return toController(fc, turn.controller);
  const { step, code } = turn.state;
  const drawn = step === "loading" ? "idle" : step;
  return redraw(
    { action: "voucher", step: drawn, code, ...(turn.flagTerms ? { flagged: true } : {}) },
    turn.banner,
  );
}
