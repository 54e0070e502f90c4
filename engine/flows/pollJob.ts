import type { JobAnswer } from "../api/cruiseTypes.ts";

// spec section 9: polling every 3 s, at most 10 polls
export const POLL_INTERVAL_MS = 3000;
export const POLL_MAX_ATTEMPTS = 10;

export type PollOutcome<T> =
  | { state: "done"; value: T }
  | { state: "failed"; message: string }
  | { state: "timeout" }
  | { state: "aborted" };

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Polls a job at once and then every 3 s while it answers 202, at most 10 times. A failed call
 * rejects (the caller shows its message); an abort (the page was left) ends quietly.
 */
export async function pollJob<T>(
  once: () => Promise<JobAnswer<T>>,
  signal: AbortSignal,
): Promise<PollOutcome<T>> {
  for (let attempt = 1; attempt <= POLL_MAX_ATTEMPTS; attempt++) {
    if (signal.aborted) return { state: "aborted" };
    const answer = await once();
    if (signal.aborted) return { state: "aborted" };
    if (answer.state === "done") return { state: "done", value: answer.value };
    if (answer.state === "failed") return { state: "failed", message: answer.message };
    if (attempt < POLL_MAX_ATTEMPTS) await pause(POLL_INTERVAL_MS, signal);
  }
  return signal.aborted ? { state: "aborted" } : { state: "timeout" };
}
