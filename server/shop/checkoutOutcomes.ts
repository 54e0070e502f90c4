import type { OutcomeTable } from "../domain/OutcomeTable.ts";
import { TERMS_REFUSED } from "../domain/termsRefused.ts";
import type { CheckoutOutcome } from "./checkoutService.ts";

const REUSED = "this Idempotency-Key was already used for another order";

/**
 * The card checkout's one outcome table (the API's alone: the payment window needs the script;
 * the customer step before it is the pages' form's too, steps/customerSteps.ts). The portal says
 * 'Something went wrong' on any refusal here and goes back to the store's items (spec section 8).
 */
export const CHECKOUT_OUTCOMES = {
  limited: ({ retryAfterSeconds }) => ({
    status: 429,
    message: `too many checkouts, retry in ${retryAfterSeconds} s`,
    retryAfterSeconds,
  }),
  offline: () => ({
    status: 409,
    message: "card payment needs the internet, and this ship's link is down: buy a voucher at the info desk",
  }),
  terms: () => ({
    status: 400,
    message: `${TERMS_REFUSED} with the order information (firstName, lastName, email, items)`,
  }),
  closed: () => ({ status: 409, message: "this zone's store is not available" }),
  invalid: ({ message }) => ({ status: 400, message }),
  "key-reused": () => ({ status: 409, message: REUSED }),
  "provider-failed": () => ({ status: 502, message: "the card payment provider did not answer; try again" }),
  created: () => ({ status: 200 }),
} satisfies OutcomeTable<CheckoutOutcome>;
