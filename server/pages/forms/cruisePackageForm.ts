import { BANNERS } from "../../../steps/banners.ts";
import { CRUISE_CHARGE_OUTCOMES } from "../../cruise/cruiseChargeOutcomes.ts";
import { pollValidation } from "../../cruise/pollValidation.ts";
import { answerOf } from "../../domain/OutcomeTable.ts";
import { CRUISE_CHARGE_STEP } from "../../gateway/redirects.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { peekHandoff, setHandoff } from "./handoffCookie.ts";
import { toController } from "./toController.ts";

/**
 * The cruise package page without the script (spec section 4, steps 3 to 7): Select or Activate
 * draws the package's step open; its Buy now or Connect (`_step` accept) starts the charge through
 * the seam, as the API's charge does (the terms were accepted at the login that led here), and its
 * outcome's status from the same table; started, the device goes to the controller with the relay
 * id (9, 0), and the package page it comes back to polls the charge (cruiseCheck.ts). The booking
 * is the one the login's validation found for this browser (the handoff kept for the page).
 */
export async function cruisePackageForm(fc: FormContext): Promise<FormAnswer> {
  const cruise = peekHandoff(fc)?.cruise;
  if (!cruise) return redraw(null, BANNERS.cruiseUnknown);
  const { storage, devices } = fc.ctx;
  const { zone, now } = fc.actor;
  const browser = devices.browsers.of(fc.request);
  const poll = await pollValidation(storage, zone.zoneId, cruise.validateRelayId, now, browser);
  if (poll.state !== "done") return redraw(null, BANNERS.cruiseUnknown);
  const pkg = poll.result.find((p) => p.id === fc.fields.packageId);
  if (!pkg || fc.fields._step === "cancel") return redraw(null);
  if (fc.fields._step !== "accept")
    return redraw({ action: "cruise-package", packageId: pkg.id, step: "confirm" });
  const { user } = cruise;
  const outcome = await fc.seam.cruiseCharge(fc.actor, {
    ...{ lastname: user.lastname ?? "", personalKey: user.key ?? "", dateOfBirth: user.dob ?? "" },
    ...{ packageId: pkg.id, prepaid: pkg.prepaid, termsAccepted: true },
  });
  const { status } = answerOf(CRUISE_CHARGE_OUTCOMES, outcome);
  if (outcome.kind !== "started" || status !== 200) return redraw(null, BANNERS.cruiseUnknown);
  const { relayId } = outcome;
  setHandoff(fc, { cruise: { ...cruise, kept: true, chargeRelayId: relayId, packageId: pkg.id } });
  return toController(fc, {
    path: "/triggerrelay",
    captiveStep: CRUISE_CHARGE_STEP,
    retryCount: 0,
    extra: { relayId },
  });
}
