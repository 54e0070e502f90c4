import { useCallback, useState } from "react";
import type { StoreZone } from "../../schemas/gen/api.gen.ts";
import { type Cart, storeStorage } from "../state/storeStorage.ts";
import { cartCount, cartTotal, DEFAULT_MAX_CHECKOUT_ITEMS } from "./cartRules.ts";

/** The cart (sessionStorage 'cart' under the zone prefix): no adding past the store's limit. */
export function useCart(prefix: string, store: StoreZone | undefined) {
  const [cart, setCart] = useState<Cart>(() => storeStorage.cart(prefix));
  const items = store?.availableStoreItems ?? [];
  const max = store?.maxCheckoutItems ?? DEFAULT_MAX_CHECKOUT_ITEMS;
  const count = cartCount(cart, items);

  const update = useCallback(
    (change: (current: Cart) => Cart) =>
      setCart((current) => {
        const next = change(current);
        storeStorage.setCart(prefix, next);
        return next;
      }),
    [prefix],
  );
  const add = (id: number) => {
    if (count >= max) return;
    update((c) => ({ ...c, [id]: (c[id] ?? 0) + 1 }));
  };
  const remove = (id: number) => update((c) => ({ ...c, [id]: Math.max(0, (c[id] ?? 0) - 1) }));
  const clear = useCallback(() => {
    setCart({});
    storeStorage.setCart(prefix, null);
  }, [prefix]);

  return { cart, count, max, total: cartTotal(cart, items), add, remove, clear };
}
