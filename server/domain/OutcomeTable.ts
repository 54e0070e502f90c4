/**
 * How the API answers one outcome of a use case: its status, and for a refusal what it says (and
 * when to try again). The pages' forms read the same answer: the step machine both faces share
 * (steps/) turns its status into the banner and the next step, as the browser does with the API's.
 */
export interface HttpAnswer {
  status: number;
  message?: string;
  retryAfterSeconds?: number;
}

/**
 * A use case's one outcome table: a row for every kind of its outcome union, so that a new outcome
 * a face does not answer fails the type check (`satisfies OutcomeTable<…>`; no switch, no default).
 */
export type OutcomeTable<O extends { kind: string }> = {
  [K in O["kind"]]: (outcome: Extract<O, { kind: K }>) => HttpAnswer;
};

/** The answer of an outcome, by its table's row. */
export function answerOf<O extends { kind: string }>(table: OutcomeTable<O>, outcome: O): HttpAnswer {
  const row = table[outcome.kind as O["kind"]] as (outcome: O) => HttpAnswer;
  return row(outcome);
}
