import type { OutcomeTable } from "../domain/OutcomeTable.ts";
import type { LogoutOutcome } from "./deviceActions.ts";
import type { ResetOutcome } from "./resetSession.ts";

const NO_SESSION = { status: 404, message: "no session for this device in this zone" };

/**
 * The session actions' outcome tables: the API answers each outcome so, and the pages' forms read
 * the same status through the session's step machine (steps/sessionSteps.ts), which the browser
 * runs on the API's answer: a grant goes on to the gateway, anything else says it went wrong.
 */
export const LOGOUT_OUTCOMES = {
  "no-session": () => NO_SESSION,
  "logged-out": () => ({ status: 200 }),
} satisfies OutcomeTable<LogoutOutcome>;

export const RESET_OUTCOMES = {
  "no-session": () => NO_SESSION,
  unavailable: () => ({ status: 409, message: "session reset is not available now" }),
  reset: () => ({ status: 200 }),
} satisfies OutcomeTable<ResetOutcome>;
