import type { StoreCheckout, StoreCheckoutRequest } from "../../schemas/gen/api.gen.ts";
import { apiClient } from "./apiClient.ts";
import { checked } from "./checked.ts";
import { validateStoreCheckout } from "./validators/validateStoreCheckout.gen.js";

/** Creates the order and its card payment; the same key always answers the same order. */
export async function postCheckoutNets(
  body: StoreCheckoutRequest,
  idempotencyKey: string,
): Promise<StoreCheckout> {
  const answer = await apiClient("/store/order/checkout/nets", {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
  return checked("checkout", validateStoreCheckout, answer);
}
