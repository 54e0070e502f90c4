import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// the store's error banners (spec sections 5 and 8)
export const storeMessages = {
  emptyCart: msg({ id: "store.error.emptycart", message: "Your cart is empty" }),
  tooMany: msg({
    id: "store.error.toomany",
    message: "Your cart exceeds the maximum limit for the number of vouchers: {max}",
  }),
};

export function tooManyMessage(max: number): MessageDescriptor {
  return { ...storeMessages.tooMany, values: { max } };
}
