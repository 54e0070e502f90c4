import { randomBytes } from "node:crypto";
import { customerPost, customerStep } from "../../../steps/customerSteps.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { setHandoff } from "./handoffCookie.ts";
import { toController } from "./toController.ts";

/**
 * The store's customer step (steps/customerSteps.ts, the browser's too): the fields checked by
 * the same rule, the terms and the cart; then the order's record, with a key of its own, is
 * handed to the app on the page it comes back to, and the device goes through the controller's
 * bypass (7, 1).
 */
export async function customerForm(fc: FormContext): Promise<FormAnswer> {
  const post = customerPost(fc.fields);
  // the cart the form carries goes back to the items, and on with the customer step
  const items = fc.fields.items ?? "";
  if ("back" in post) return redraw({ action: "cart", items });
  const turn = customerStep(post);
  if (turn.checkout && turn.controller) {
    setHandoff(fc, { checkout: { idempotencyKey: randomBytes(16).toString("hex"), ...turn.checkout } });
    return toController(fc, turn.controller);
  }
  if (turn.toItems) return redraw({ action: "cart", items: "" }, turn.banner);
  const form = { action: "customer", values: { ...turn.values }, errors: { ...turn.errors }, items } as const;
  return redraw({ ...form, ...(turn.flagTerms ? { flagged: true } : {}) }, turn.banner);
}
