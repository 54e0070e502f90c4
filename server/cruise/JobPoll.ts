// a job answers 202 until readyAt, then its result; unknown ids (or another zone's) are "unknown"
export type JobPoll<T> =
  | { state: "unknown" }
  | { state: "pending" }
  | { state: "failed"; message: string }
  | { state: "done"; result: T };
