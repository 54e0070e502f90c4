import { BANNERS, type BannerId } from "./banners.ts";
import { type CartLine, itemsOf } from "./customerSteps.ts";

/** A press at the store's items: + or − on an item, or Continue. */
export type CartEvent = { type: "add" | "remove"; id: number } | { type: "continue" };

export interface CartTurn {
  cart: CartLine[];
  banner?: BannerId;
  /** the cart holds something within the limit: on to the customer step */
  toCustomer?: true;
}

/**
 * The store's items step for a form the server answers (spec section 5, 'Cart'): + adds one up to
 * the store's maxCheckoutItems (the button is disabled there; a post past it adds nothing), −
 * takes one away, Continue needs at least one voucher. Only the store's items count.
 */
export function cartStep(
  cart: readonly CartLine[],
  event: CartEvent,
  store: { itemIds: readonly number[]; max: number },
): CartTurn {
  const lines = cart.filter((l) => store.itemIds.includes(l.id));
  const count = lines.reduce((sum, l) => sum + l.amount, 0);
  if (event.type === "continue") {
    if (count === 0) return { cart: lines, banner: BANNERS.emptyCart };
    return count > store.max ? { cart: lines } : { cart: lines, toCustomer: true };
  }
  if (!store.itemIds.includes(event.id)) return { cart: lines };
  if (event.type === "add" && count >= store.max) return { cart: lines };
  const others = lines.filter((l) => l.id !== event.id);
  const amount = (lines.find((l) => l.id === event.id)?.amount ?? 0) + (event.type === "add" ? 1 : -1);
  const next = amount > 0 ? [...others, { id: event.id, amount }] : others;
  // in the store's order, as the page lists them
  return { cart: next.sort((a, b) => store.itemIds.indexOf(a.id) - store.itemIds.indexOf(b.id)) };
}

/** The items form's post: its cart and the button pressed (`_step` add:<id>, remove:<id>, continue). */
export function cartPost(fields: Record<string, string>): { cart: CartLine[]; event: CartEvent } {
  const cart = itemsOf(fields.items);
  const [kind, raw] = (fields._step ?? "").split(":");
  const id = Number.parseInt(raw ?? "", 10);
  if ((kind === "add" || kind === "remove") && Number.isInteger(id))
    return { cart, event: { type: kind, id } };
  return { cart, event: { type: "continue" } };
}
