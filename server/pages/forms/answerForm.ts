import type { FormAction } from "../../../steps/formFields.ts";
import { cruiseLoginForm } from "./cruiseLoginForm.ts";
import { cruisePackageForm } from "./cruisePackageForm.ts";
import { cartForm } from "./cartForm.ts";
import { customerForm } from "./customerForm.ts";
import { payForm } from "./payForm.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { openForm } from "./openForm.ts";
import { sessionForm } from "./sessionForm.ts";
import { voucherForm } from "./voucherForm.ts";

// each form's action (`_action`, steps/formFields.ts) and its handler: an action without one fails the type check
const FORMS: Record<FormAction, (fc: FormContext) => Promise<FormAnswer>> = {
  voucher: voucherForm,
  open: openForm,
  logout: (fc) => sessionForm(fc, "logout"),
  reset: (fc) => sessionForm(fc, "reset"),
  connect: (fc) => sessionForm(fc, "connect"),
  "cruise-login": cruiseLoginForm,
  "cruise-package": cruisePackageForm,
  customer: customerForm,
  cart: cartForm,
  pay: payForm,
};

/** The form's action answered; an unknown one draws the page again. */
export function answerForm(fc: FormContext): Promise<FormAnswer> {
  const action = fc.fields._action ?? "";
  return Object.hasOwn(FORMS, action) ? FORMS[action as FormAction](fc) : Promise.resolve(redraw(null));
}
