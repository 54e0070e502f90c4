// When the page answers input: the bench's time to interactive and the tests' signal that the
// server's page was taken over (<html data-gw-ready>). A zone page's widgets hydrate inside their
// own Suspense boundary, after the shell when their chunk is still on its way: a tap there before
// that is not answered, so such a page marks itself once its widgets have hydrated.
let pageWillMark = false;

export function markInteractive(): void {
  if (document.documentElement.dataset.gwReady === "") return;
  performance.mark("gw-interactive");
  document.documentElement.dataset.gwReady = "";
}

/** a zone page is drawn: it marks the page interactive itself (PageRenderer) */
export function expectPageMark(): void {
  pageWillMark = true;
}

/** the shell has hydrated: interactive unless a zone page's widgets are still to come */
export function shellInteractive(): void {
  if (!pageWillMark) markInteractive();
}
