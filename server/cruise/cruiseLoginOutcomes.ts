import type { OutcomeTable } from "../domain/OutcomeTable.ts";
import type { CruiseLoginOutcome } from "./startCruiseLogin.ts";
import { NO_CRUISE, limited } from "./noCruise.ts";

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
