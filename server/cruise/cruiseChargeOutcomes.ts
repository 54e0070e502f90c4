import type { OutcomeTable } from "../domain/OutcomeTable.ts";
import { TERMS_REFUSED } from "../domain/termsRefused.ts";
import type { CruiseChargeOutcome } from "./chargeCruise.ts";
import { NO_CRUISE, limited } from "./noCruise.ts";

/** The charge's (the API's alone: the package page needs its script): its refusals come with its poll. */
export const CRUISE_CHARGE_OUTCOMES = {
  terms: () => ({ status: 400, message: TERMS_REFUSED }),
  "no-cruise": () => NO_CRUISE,
  limited,
  started: () => ({ status: 200 }),
} satisfies OutcomeTable<CruiseChargeOutcome>;
