import type { StoreZone } from "../../schemas/gen/api.gen.ts";
import type { Cart } from "../state/storeStorage.ts";

// the spec's default when the server says nothing
export const DEFAULT_MAX_CHECKOUT_ITEMS = 1;

type Item = StoreZone["availableStoreItems"][number];
export type CartProblem = { kind: "empty" } | { kind: "too-many"; max: number } | null;

/** The cart's items that are on sale now, in the store's order, with their quantities. */
export function cartLines(cart: Cart, items: Item[]): { item: Item; amount: number }[] {
  return items
    .map((item) => ({ item, amount: cart[String(item.id)] ?? 0 }))
    .filter((line) => line.amount > 0);
}

export function cartCount(cart: Cart, items: Item[]): number {
  return cartLines(cart, items).reduce((sum, line) => sum + line.amount, 0);
}

export function cartTotal(cart: Cart, items: Item[]): number {
  return cartLines(cart, items).reduce((sum, line) => sum + line.amount * line.item.grossAmount, 0);
}

/** At least one voucher, at most the store's maxCheckoutItems (spec section 5). */
export function cartProblem(cart: Cart, items: Item[], max: number): CartProblem {
  const count = cartCount(cart, items);
  if (count === 0) return { kind: "empty" };
  return count > max ? { kind: "too-many", max } : null;
}
