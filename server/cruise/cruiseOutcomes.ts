import type { OutcomeTable } from "../domain/OutcomeTable.ts";
import { TERMS_REFUSED } from "../domain/termsRefused.ts";
import type { CruiseChargeOutcome } from "./chargeCruise.ts";
import type { CruiseLoginOutcome } from "./startCruiseLogin.ts";

const NO_CRUISE = { status: 404, message: "this zone has no cruise packages" };
const limited = ({ retryAfterSeconds }: { retryAfterSeconds: number }) => ({
  status: 429,
  message: `too many booking look-ups, retry in ${retryAfterSeconds} s`,
  retryAfterSeconds,
});

/**
 * The cruise login's outcome table: the API answers each so (200 with the relay id), and the
 * pages' form reads the same status through the cruise login's step machine
 * (steps/cruiseLoginSteps.ts), which the browser runs on the API's answer: 200 goes to the access
 * controller with the relay id, anything else is the spec's 'Unknown error'.
 */
export const CRUISE_LOGIN_OUTCOMES = {
  "no-cruise": () => NO_CRUISE,
  limited,
  started: () => ({ status: 200 }),
} satisfies OutcomeTable<CruiseLoginOutcome>;

/** The charge's (the API's alone: the package page needs its script): its refusals come with its poll. */
export const CRUISE_CHARGE_OUTCOMES = {
  terms: () => ({ status: 400, message: TERMS_REFUSED }),
  "no-cruise": () => NO_CRUISE,
  limited,
  started: () => ({ status: 200 }),
} satisfies OutcomeTable<CruiseChargeOutcome>;
