import type { OutcomeTable } from "../domain/OutcomeTable.ts";
import { TERMS_REFUSED } from "../domain/termsRefused.ts";
import type { OpenAttempt } from "./attemptOpen.ts";

/**
 * The open access's one outcome table: the API answers each outcome so, and the pages' form reads
 * the same status through the open access's step machine (steps/openSteps.ts), which the browser
 * runs on the API's answer: 404 and 409 say the service is unavailable, 200 goes to the gateway.
 */
export const OPEN_OUTCOMES = {
  terms: () => ({ status: 400, message: TERMS_REFUSED }),
  limited: ({ retryAfterSeconds }) => ({
    status: 429,
    message: `too many activations, retry in ${retryAfterSeconds} s`,
    retryAfterSeconds,
  }),
  "unknown-open": () => ({ status: 404, message: "unknown open zone" }),
  unavailable: () => ({ status: 409, message: "this open access is not available for this device now" }),
  activated: () => ({ status: 200 }),
} satisfies OutcomeTable<OpenAttempt>;
