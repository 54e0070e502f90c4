import { useAtom } from "jotai";
import { useCallback } from "react";
import type { StoreZone } from "../../schemas/gen/api.gen.ts";
import { type Cart, storeStorage } from "../state/storeStorage.ts";
import { cartCount, cartTotal, DEFAULT_MAX_CHECKOUT_ITEMS } from "./cartRules.ts";

/** The cart (sessionStorage 'cart' under the zone prefix): no adding past the store's limit. */
export function useCart(prefix: string, store: StoreZone | undefined) {
  const [cart, setCart] = useAtom(storeStorage.cart(prefix));
  const items = store?.availableStoreItems ?? [];
  const max = store?.maxCheckoutItems ?? DEFAULT_MAX_CHECKOUT_ITEMS;
  const count = cartCount(cart, items);

  const update = useCallback((change: (current: Cart) => Cart) => setCart(change), [setCart]);
  const add = (id: number) => {
    if (count >= max) return;
    update((c) => ({ ...c, [id]: (c[id] ?? 0) + 1 }));
  };
  const remove = (id: number) => update((c) => ({ ...c, [id]: Math.max(0, (c[id] ?? 0) - 1) }));
  const clear = useCallback(() => setCart(null), [setCart]);

  return { cart, count, max, total: cartTotal(cart, items), add, remove, clear };
}
