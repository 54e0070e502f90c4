import { BANNERS, type BannerId } from "./banners.ts";
import type { ControllerStep } from "./ControllerStep.ts";
import { type CheckoutCustomer, type CustomerErrors, validateCustomer } from "./validateCustomer.ts";

// the access controller's temporary bypass; retryCount carries the checkout flag (spec section 7)
export const TEMP_BYPASS_STEP = 7;
export const CHECKOUT_FLAG = 1;
export const TO_BYPASS: ControllerStep = {
  path: "/tempbypass",
  captiveStep: TEMP_BYPASS_STEP,
  retryCount: CHECKOUT_FLAG,
};

export interface CartLine {
  id: number;
  amount: number;
}

export interface CustomerTurn {
  values: CheckoutCustomer;
  errors: CustomerErrors;
  banner?: BannerId;
  flagTerms?: true;
  /** back to the items: the cart is empty */
  toItems?: true;
  /** all checked: the order to keep for the checkout, and the bypass to the payment window */
  checkout?: { customer: CheckoutCustomer; items: CartLine[] };
  controller?: ControllerStep;
}

/**
 * The store's customer step (spec sections 4 and 5): every field trimmed and checked, then the
 * terms, then a cart with something in it; all well, the order is kept and the device goes through
 * the controller's bypass (7, 1) to pay. The browser (engine/flows/useStore.ts) and the server's
 * form take this one step alike.
 */
export function customerStep(input: {
  values: CheckoutCustomer;
  termsAccepted: boolean;
  items: readonly CartLine[];
}): CustomerTurn {
  const { customer, errors } = validateCustomer(input.values);
  const turn = { values: input.values, errors };
  if (!customer) return turn;
  if (!input.termsAccepted) return { ...turn, flagTerms: true };
  if (input.items.length === 0) return { ...turn, banner: BANNERS.emptyCart, toItems: true };
  return { ...turn, checkout: { customer, items: [...input.items] }, controller: TO_BYPASS };
}

const FIELDS = ["firstName", "lastName", "email"] as const;

/** A cart as the store's forms write it, "id:amount,id:amount" (at most 20 lines, amounts above 0). */
export function itemsOf(raw: string | undefined): CartLine[] {
  return (raw ?? "")
    .split(",")
    .map((pair) => pair.split(":").map(Number))
    .filter(([id, amount]) => Number.isInteger(id) && Number.isInteger(amount) && (amount as number) > 0)
    .slice(0, 20)
    .map(([id, amount]) => ({ id: id as number, amount: amount as number }));
}

/** The cart written as the store's forms carry it. */
export const cartText = (lines: readonly CartLine[]): string =>
  lines.map(({ id, amount }) => `${id}:${amount}`).join(",");

/** The customer form's post: its fields, the terms and the cart (`_step` back leaves the step). */
export function customerPost(
  fields: Record<string, string>,
): { back: true } | { values: CheckoutCustomer; termsAccepted: boolean; items: CartLine[] } {
  if (fields._step === "back") return { back: true };
  const [firstName, lastName, email] = FIELDS.map((f) => (fields[f] ?? "").slice(0, 256)) as [
    string,
    string,
    string,
  ];
  const values: CheckoutCustomer = { firstName, lastName, email };
  return { values, termsAccepted: fields.terms === "1", items: itemsOf(fields.items) };
}
