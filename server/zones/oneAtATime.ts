export interface OneAtATime<T> {
  /** runs the task now, or, while a run is under way, once after it (shared by every call meanwhile) */
  run(): Promise<T>;
  /** settles once no run is under way or waiting */
  idle(): Promise<void>;
}

const ignore = () => {};

/**
 * Runs an async task one call at a time. Calls made while a run is under way share one follow-up
 * run that starts when it ends: for reloads (SIGHUP, MANIFESTS_WATCH's saves), the follow-up sees
 * every change made before it, and two loads never finish out of order (an older folder committed
 * over a newer one).
 */
export function oneAtATime<T>(task: () => Promise<T>): OneAtATime<T> {
  let running: Promise<T> | undefined;
  let waiting: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const run = (async () => task())().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  };
  return {
    run() {
      if (waiting) return waiting;
      if (!running) return start();
      const next = running.then(ignore, ignore).then(() => {
        waiting = undefined;
        return start();
      });
      waiting = next;
      return next;
    },
    async idle() {
      while (running || waiting) await (waiting ?? running)?.then(ignore, ignore);
    },
  };
}
