import type { OutcomeTable } from "../domain/OutcomeTable.ts";
import type { ResetOutcome } from "./resetSession.ts";
import { NO_SESSION } from "./noSession.ts";

export const RESET_OUTCOMES = {
  "no-session": () => NO_SESSION,
  unavailable: () => ({ status: 409, message: "session reset is not available now" }),
  reset: () => ({ status: 200 }),
} satisfies OutcomeTable<ResetOutcome>;
