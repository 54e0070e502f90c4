import type { StoreCheckout, StoreCheckoutRequest } from "../../schemas/gen/api.gen.ts";
import { apiClient } from "./apiClient.ts";
import { checked } from "./checked.ts";
import { validateStoreCheckout } from "./validators/validateStoreCheckout.gen.js";

/**
 * Creates the order and its card payment; the same key always answers the same order. The page's
 * language goes as Accept-Language: the order e-mail is written in it.
 */
export async function postCheckoutNets(
  body: StoreCheckoutRequest,
  idempotencyKey: string,
  locale: string,
): Promise<StoreCheckout> {
  const answer = await apiClient("/store/order/checkout/nets", {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey, "Accept-Language": locale },
  });
  return checked("checkout", validateStoreCheckout, answer);
}
