import type { VoucherLimiter } from "../../vouchers/voucherLimiter.ts";
import { cruiseLoginForm } from "./cruiseLoginForm.ts";
import { customerForm } from "./customerForm.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { openForm } from "./openForm.ts";
import { connectForm, logoutForm, resetForm } from "./sessionForms.ts";
import { voucherForm } from "./voucherForm.ts";

/** The form's action (`_action`, engine/paths/formFields.ts), answered; an unknown one draws the page again. */
export function answerForm(fc: FormContext, voucherLimit: VoucherLimiter): Promise<FormAnswer> {
  switch (fc.fields._action) {
    case "voucher":
      return voucherForm(fc, voucherLimit);
    case "open":
      return openForm(fc);
    case "logout":
      return logoutForm(fc);
    case "reset":
      return resetForm(fc);
    case "connect":
      return connectForm(fc);
    case "cruise-login":
      return cruiseLoginForm(fc);
    case "customer":
      return customerForm(fc);
    default:
      return Promise.resolve(redraw(null));
  }
}
