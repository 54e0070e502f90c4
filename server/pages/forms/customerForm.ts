import { randomBytes } from "node:crypto";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { setHandoff } from "./handoffCookie.ts";
import { toController } from "./toController.ts";

// the access controller's temporary bypass; retryCount carries the checkout flag (spec section 7)
const TEMP_BYPASS_STEP = 7;
const CHECKOUT_FLAG = 1;
const FIELDS = ["firstName", "lastName", "email"] as const;

// "id:amount,id:amount", as the store's form writes its cart
function itemsOf(raw: string | undefined): { id: number; amount: number }[] {
  return (raw ?? "")
    .split(",")
    .map((pair) => pair.split(":").map(Number))
    .filter(([id, amount]) => Number.isInteger(id) && Number.isInteger(amount) && (amount as number) > 0)
    .slice(0, 20)
    .map(([id, amount]) => ({ id: id as number, amount: amount as number }));
}

/**
 * The store's customer step (engine/flows/useStore.ts, the same steps): the fields checked by the
 * engine's own rule and the terms; then the order's record, with a key of its own, is handed to the
 * app on the page it comes back to, and the device goes through the controller's bypass (7, 1).
 */
export async function customerForm(fc: FormContext): Promise<FormAnswer> {
  const values = Object.fromEntries(FIELDS.map((f) => [f, (fc.fields[f] ?? "").slice(0, 256)])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  if (fc.fields._step === "back") return redraw(null);
  const { customer, errors } = fc.entry.validateCustomer(values);
  if (!customer) return redraw({ action: "customer", values, errors: errors as Record<string, string> });
  if (fc.fields.terms !== "1") return redraw({ action: "customer", values, errors: {}, flagged: true });
  const items = itemsOf(fc.fields.items);
  if (items.length === 0) return redraw(null, fc.entry.formMessageIds.emptyCart);
  const checkout = { idempotencyKey: randomBytes(16).toString("hex"), customer, items };
  setHandoff(fc, { checkout });
  return toController(fc, "/tempbypass", TEMP_BYPASS_STEP, CHECKOUT_FLAG);
}
