import type { OutcomeTable } from "../domain/OutcomeTable.ts";
import type { LogoutOutcome } from "./deviceActions.ts";
import { NO_SESSION } from "./noSession.ts";

/**
 * The logout's outcome table (the reset's: resetOutcomes.ts): the API answers each outcome so, and
 * the pages' forms read the same status through the session's step machine (steps/sessionSteps.ts),
 * which the browser runs on the API's answer: a grant goes on to the gateway, anything else says it
 * went wrong.
 */
export const LOGOUT_OUTCOMES = {
  "no-session": () => NO_SESSION,
  "logged-out": () => ({ status: 200 }),
} satisfies OutcomeTable<LogoutOutcome>;
