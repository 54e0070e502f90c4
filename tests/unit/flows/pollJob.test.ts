import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JobAnswer } from "../../../engine/api/cruiseTypes.ts";
import { POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS, pollJob } from "../../../engine/flows/pollJob.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pending: JobAnswer<string> = { state: "pending" };

describe("pollJob", () => {
  it("polls at once, then every 3 s while the job answers 202, and returns its value", async () => {
    const once = vi
      .fn<() => Promise<JobAnswer<string>>>()
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce({ state: "done", value: "CODE1234" });
    const outcome = pollJob(once, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(once).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(once).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(once).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await expect(outcome).resolves.toEqual({ state: "done", value: "CODE1234" });
    expect(once).toHaveBeenCalledTimes(3);
  });

  it("gives up after 10 polls, 27 s after the first, without an eleventh", async () => {
    expect([POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS]).toEqual([3000, 10]);
    const once = vi.fn(async () => pending);
    const outcome = pollJob(once, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(27_000);
    await expect(outcome).resolves.toEqual({ state: "timeout" });
    expect(once).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(once).toHaveBeenCalledTimes(10);
  });

  it("returns the server's message of a refused job as it came", async () => {
    const once = vi.fn(async (): Promise<JobAnswer<string>> => ({ state: "failed", message: "No booking." }));
    await expect(pollJob(once, new AbortController().signal)).resolves.toEqual({
      state: "failed",
      message: "No booking.",
    });
  });

  it("rejects when a poll fails, so the caller can show its message", async () => {
    const once = vi
      .fn<() => Promise<JobAnswer<string>>>()
      .mockResolvedValueOnce(pending)
      .mockRejectedValueOnce(new Error("500"));
    const outcome = pollJob(once, new AbortController().signal);
    const settled = expect(outcome).rejects.toThrow("500");
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await settled;
  });

  it("stops quietly when the page is left", async () => {
    const abort = new AbortController();
    const once = vi.fn(async () => pending);
    const outcome = pollJob(once, abort.signal);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    abort.abort();
    await expect(outcome).resolves.toEqual({ state: "aborted" });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(once).toHaveBeenCalledTimes(2);
  });
});
