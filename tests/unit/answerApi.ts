import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { apiRoutes, type Routes, type Sent } from "../../stories/support/apiRoutes.ts";

export type { Answer, Routes, Sent } from "../../stories/support/apiRoutes.ts";

// one msw server per test file that imports this: every fetch of the file goes through it
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/**
 * The API answers this test from `routes` (the handlers Storybook's canned API uses too); what was
 * sent is kept, in order: `calls` as "METHOD /path", `sent` with headers and bodies.
 */
export function answerApi(routes: Routes): { calls: string[]; sent: Sent[] } {
  const calls: string[] = [];
  const sent: Sent[] = [];
  server.resetHandlers(
    ...apiRoutes(
      routes,
      (request) => {
        calls.push(request.call);
        sent.push(request);
      },
      // nothing leaves a unit test: whatever the routes do not name is a 404
      "*",
    ),
  );
  return { calls, sent };
}

const STEP_MS = 100;

/**
 * Fake time passes, 100 ms at a time, for `ms` or until `done()`. msw answers through Node's
 * sockets, which take turns of the event loop: one long advance could run past a request still on
 * its way (up to the API client's own timeout), where small steps let each answer land first.
 */
export async function passTime(ms: number, done: () => boolean = () => false): Promise<void> {
  for (let passed = 0; passed < ms && !done(); passed += STEP_MS)
    await vi.advanceTimersByTimeAsync(Math.min(STEP_MS, ms - passed));
}
