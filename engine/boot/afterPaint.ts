// The page's one script before its first paint, a few hundred bytes: it starts the app's bundle,
// its catalog and the other pages' chunk (a <meta name="gw-after-paint"> the server writes,
// server/pages/afterPaintScripts.ts) only once the page the server drew is on screen with its
// header image, so on a ship's thin link they do not compete with the page itself. The page works
// meanwhile: its links and forms are real ones the server answers.
// A fresh start page (the meta's data-until="tap", server/pages/waitsForTap.ts) fetches nothing
// more until the passenger acts on it: React DOM alone is ~60 KB gzip, more than a start page may
// cost a passenger who only reads it (issue 44), and every control of that page works as the
// server drew it. A tap that leaves the page (its form posts, its link is followed) is the server's
// and starts nothing; any other act (a box ticked, a key, typing) starts the app for what comes after.

// the longest the bundle waits for the header image (a stalled image must not hold the app back)
const IMAGE_PATIENCE_MS = 2000;
// a tab that is not shown paints no frame: the bundle starts after this all the same
const FRAME_PATIENCE_MS = 1000;

function afterFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FRAME_PATIENCE_MS);
    // the second frame's callback runs once the first has been produced
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

function headerImage(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('[data-slot="header"] img');
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, IMAGE_PATIENCE_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    image.addEventListener("load", done, { once: true });
    image.addEventListener("error", done, { once: true });
  });
}

// a tap or click, a key or typing (a test's fill, a keyboard's autocompletion): a passenger
// acting. Not focus, which the page itself may move, nor a touch that only scrolls
const INTENT = ["click", "keydown", "input"] as const;

/**
 * The passenger's first act that leaves them on this page. A tap that leaves it (a link followed,
 * a form sent: the server answers it) starts nothing: the page that comes brings its own script,
 * and the app's ~110 KB would only compete with that page on a thin link, then be thrown away.
 */
function firstIntent(): Promise<void> {
  return new Promise((resolve) => {
    let leaving = false;
    const sent = () => {
      leaving = true;
    };
    const act = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link && !link.getAttribute("target") && !link.hasAttribute("download")) leaving = true;
      // a form is sent (a click on its button, Enter in its field) after this event's listeners,
      // before the next task
      setTimeout(() => {
        if (leaving) {
          leaving = false;
          return;
        }
        for (const type of INTENT) document.removeEventListener(type, act, { capture: true });
        document.removeEventListener("submit", sent, { capture: true });
        resolve();
      });
    };
    for (const type of INTENT) document.addEventListener(type, act, { capture: true, passive: true });
    document.addEventListener("submit", sent, { capture: true, passive: true });
  });
}

const meta = document.querySelector<HTMLMetaElement>('meta[name="gw-after-paint"]');
const urls = (meta?.content ?? "").split(" ").filter((url) => url.startsWith("/"));
const [main, ...more] = urls;
if (main) {
  await (meta?.dataset.until === "tap" ? firstIntent() : Promise.all([afterFrame(), headerImage()]));
  for (const url of more) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    document.head.append(link);
  }
  await import(/* @vite-ignore */ main);
}
export {};
