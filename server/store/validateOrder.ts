import type { Customer, OrderLine, StoreRecord } from "./OrderRecords.ts";
import { isValidEmail } from "../../schemas/isValidEmail.ts";
import { TERMS_REFUSED } from "../domain/terms.ts";

export const NAME_MAX = 127;

export interface OrderItemRequest {
  id: number;
  amount: number;
}

// the spec's two bodies: the items alone, or the order information with the customer (and the
// passenger's acceptance of the terms, which the items alone cannot carry)
export type CheckoutRequest =
  | OrderItemRequest[]
  | (Customer & { items: OrderItemRequest[]; termsAccepted?: boolean });

export type OrderValidation =
  | { ok: true; customer: Customer | null; lines: OrderLine[]; amount: number }
  | { ok: false; status: 400 | 409; message: string };

const refuse = (message: string, status: 400 | 409 = 400): OrderValidation => ({
  ok: false,
  status,
  message,
});

function customerOf(body: Customer): Customer | string {
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  const email = body.email.trim();
  if (firstName.length < 1 || firstName.length > NAME_MAX) return "firstName must be 1 to 127 characters";
  if (lastName.length < 1 || lastName.length > NAME_MAX) return "lastName must be 1 to 127 characters";
  if (!isValidEmail(email)) return "email is not a valid e-mail address";
  return { firstName, lastName, email };
}

/** Checks a checkout request against the zone's store; every refusal names what is wrong. */
export function validateOrder(body: CheckoutRequest, store: StoreRecord | undefined): OrderValidation {
  // the terms come before checkout (domain/terms.ts)
  if (Array.isArray(body) || body.termsAccepted !== true)
    return refuse(`${TERMS_REFUSED} with the order information (firstName, lastName, email, items)`);
  if (!store?.open || store.items.length === 0) return refuse("this zone's store is not available", 409);
  const requested = Array.isArray(body) ? body : body.items;
  const customer = Array.isArray(body) ? null : customerOf(body);
  if (typeof customer === "string") return refuse(customer);
  const lines: OrderLine[] = [];
  for (const { id, amount } of requested) {
    const item = store.items.find((i) => i.id === id);
    if (!item) return refuse(`unknown store item ${id}`);
    if (lines.some((line) => line.id === id)) return refuse(`store item ${id} appears twice`);
    if (amount > 0) lines.push({ ...item, quantity: amount });
  }
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (count === 0) return refuse("the cart is empty");
  if (count > store.maxCheckoutItems)
    return refuse(
      `the cart holds ${count} vouchers, more than this store's limit of ${store.maxCheckoutItems}`,
    );
  const amount = lines.reduce((sum, line) => sum + line.grossAmount * line.quantity, 0);
  return { ok: true, customer, lines, amount };
}
