import { validateCustomer } from "../../steps/validateCustomer.ts";
import type { Customer, OrderLine, StoreRecord } from "./OrderRecord.ts";

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
  // the terms come before checkout (domain/termsRefused.ts); a closed store sells nothing
  | { ok: false; kind: "terms" | "closed" }
  | { ok: false; kind: "invalid"; message: string };

const refuse = (message: string): OrderValidation => ({ ok: false, kind: "invalid", message });

// the customer step's own rule (steps/validateCustomer.ts: trimmed, names of 1 to 127 characters,
// the store's e-mail rule), which the portal checked before: a refusal names the field
function customerOf(body: Customer): Customer | string {
  const { customer, errors } = validateCustomer(body);
  if (errors.firstName) return "firstName must be 1 to 127 characters";
  if (errors.lastName) return "lastName must be 1 to 127 characters";
  return customer ?? "email is not a valid e-mail address";
}

/** Checks a checkout request against the zone's store; every refusal names what is wrong. */
export function validateOrder(body: CheckoutRequest, store: StoreRecord | undefined): OrderValidation {
  if (Array.isArray(body) || body.termsAccepted !== true) return { ok: false, kind: "terms" };
  if (!store?.open || store.items.length === 0) return { ok: false, kind: "closed" };
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
