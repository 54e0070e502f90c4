// When the page answers input: the bench's time to interactive and the tests' signal that the
// server's page was taken over (<html data-gw-ready>). A zone page's widgets hydrate inside their
// own Suspense boundary, after the shell when their chunk is still on its way: a tap there before
// that is not answered, so such a page marks itself once its widgets have hydrated. Here, beside
// the PageRenderer that marks it, rather than in boot/, which may import render but not the reverse.
let waitingPages = 0;
let listeners: (() => void)[] = [];

export function markInteractive(): void {
  if (document.documentElement.dataset.gwReady === "") return;
  performance.mark("gw-interactive");
  document.documentElement.dataset.gwReady = "";
  const waiting = listeners;
  listeners = [];
  for (const listener of waiting) listener();
}

/**
 * Runs `listener` once the page answers input (at once if it does already): the server's page is
 * hydrated whole, and what it could not know may be drawn now (engine/boot/main.tsx).
 */
export function whenInteractive(listener: () => void): void {
  if (document.documentElement.dataset.gwReady === "") listener();
  else listeners.push(listener);
}

/**
 * A zone page is drawn and will mark the page itself (PageRenderer); the returned cleanup is for
 * a page left before its widgets came (sent on to another route at once): then the shell's mark
 * stands. Checked a microtask later, after StrictMode's immediate second run of the effect.
 */
export function pageWillMark(): () => void {
  waitingPages++;
  return () => {
    waitingPages--;
    queueMicrotask(() => {
      if (waitingPages === 0) markInteractive();
    });
  };
}

/** the shell has hydrated: interactive unless a zone page's widgets are still to come */
export function shellInteractive(): void {
  if (waitingPages === 0) markInteractive();
}
