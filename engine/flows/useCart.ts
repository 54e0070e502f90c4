import { useAtom, useAtomValue } from "jotai";
import { useCallback, useEffect, useRef } from "react";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import type { StoreZone } from "../../schemas/gen/api.gen.ts";
import { type Cart, storeStorage } from "../state/storeStorage.ts";
import { cartCount, cartTotal, DEFAULT_MAX_CHECKOUT_ITEMS } from "./cartRules.ts";

/**
 * The cart (sessionStorage 'cart' under the zone prefix): no adding past the store's limit. A cart
 * a form the server answered drew (`drawn`: + and − without the script) is the page's until it
 * hydrates, then kept in this browser's storage when that holds none.
 */
export function useCart(prefix: string, store: StoreZone | undefined, drawn?: Cart) {
  const [stored, setCart] = useAtom(storeStorage.cart(prefix));
  const hydrated = useAtomValue(hydratedAtom);
  const cart = !hydrated && drawn ? drawn : stored;
  const seeded = useRef(false);
  useEffect(() => {
    if (!hydrated || !drawn || seeded.current) return;
    seeded.current = true;
    if (Object.keys(stored).length === 0) setCart(drawn);
  }, [hydrated, drawn, stored, setCart]);
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
