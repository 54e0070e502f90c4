import type { OutcomeTable } from "../domain/OutcomeTable.ts";
import { TERMS_REFUSED } from "../domain/termsRefused.ts";
import type { VoucherAttempt } from "./attemptVoucher.ts";

// a revoked code answers exactly as an unknown one (decideVoucherActivation.ts): a lost sheet's
// codes tell a finder nothing; only the attempt log says which it was
const UNKNOWN = { status: 404, message: "unknown voucher code" };

/**
 * The voucher attempt's one outcome table (spec section 8): the API answers each outcome so, and
 * the pages' form reads the same status through the voucher's step machine (steps/voucherSteps.ts),
 * which the browser runs on the API's answer: 404 and 409 have their banners, 300 the device
 * limit's warning, 200 the gateway.
 */
export const VOUCHER_OUTCOMES = {
  terms: () => ({ status: 400, message: TERMS_REFUSED }),
  limited: ({ retryAfterSeconds }) => ({
    status: 429,
    message: `too many voucher attempts, retry in ${retryAfterSeconds} s`,
    retryAfterSeconds,
  }),
  unknown: () => UNKNOWN,
  revoked: () => UNKNOWN,
  expired: () => ({ status: 409, message: "voucher has expired" }),
  "used-up": () => ({ status: 409, message: "voucher data is used up" }),
  "device-limit": ({ maxDevices }) => ({
    status: 300,
    message: `voucher is in use on its maximum of ${maxDevices} device(s); send logoutOldest: true to log out the oldest`,
  }),
  "already-active": () => ({ status: 200 }),
  activate: () => ({ status: 200 }),
} satisfies OutcomeTable<VoucherAttempt>;
