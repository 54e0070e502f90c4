import { setTimeout as sleep } from "node:timers/promises";

/** Resolves once the URL answers at all (any status): the server behind it listens. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2000) });
      return;
    } catch (error) {
      if (Date.now() > until) throw new Error(`${url} did not answer in ${timeoutMs} ms: ${error}`);
      // polling a port that is not open yet: a short pause between attempts, not a guess at readiness
      await sleep(200);
    }
  }
}
