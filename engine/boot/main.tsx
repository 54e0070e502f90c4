import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createStore, Provider } from "jotai";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import "../../widgets/theme.css";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { localeAtom } from "../state/localeAtom.ts";
import { renderedAtAtom } from "../state/renderedAtAtom.ts";
import { whenInteractive } from "../render/interactive.ts";
import { App } from "./App.tsx";
import { boot } from "./boot.ts";
import { nextTask } from "./nextTask.ts";
import { readLocationEntry } from "./readEntry.ts";

// the bundle's evaluation (React DOM's start-up most of it) is one task; the start-up its own
await nextTask();
// the browser's one i18n instance: boot and the language switch activate locales in it
const i18n = setupI18n();
const store = createStore();
// the address, read once: nothing after this parses it again
const outcome = await boot(store, readLocationEntry(window.location.search), i18n);
const root = document.getElementById("root");
if (root) {
  const tree = (
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <Router>
            <App outcome={outcome} />
          </Router>
        </I18nProvider>
      </Provider>
    </StrictMode>
  );
  // the server drew this page (engine/ssr/renderPage.tsx) in the locale it names: hydrate it when
  // the browser arrived at the same state, else draw afresh (a locale chosen earlier in this browser)
  const drawnIn = root.dataset.ssr;
  // the browser is where the server was: it started from the page's own data, or, like the server,
  // it knows no device (the error page, a legal text: drawn without data). A device this tab kept
  // that the server did not know of (no query in the address or its cookie) is drawn afresh
  const withData = document.getElementById("gw-boot") !== null;
  const same =
    (outcome.kind === "ready" && outcome.fromPage === true) || (outcome.kind === "no-query" && !withData);
  if (drawnIn && same && drawnIn === store.get(localeAtom)) {
    // the entry and the start page may have been drawn as where they lead (the start page, or
    // the status page for a device with a session): the address follows, as the redirect would
    const drawnAt = root.dataset.ssrPath;
    if (drawnAt && drawnAt !== window.location.pathname)
      window.history.replaceState(window.history.state, "", drawnAt);
    // the first render draws what the server drew; this browser's storage, clock and hash count
    // once the whole page (its lazy widgets too) has hydrated
    store.set(hydratedAtom, false);
    whenInteractive(() => {
      store.set(hydratedAtom, true);
      store.set(renderedAtAtom, null);
    });
    await nextTask();
    // at the default priority React hydrates the whole page in one task (a few hundred ms on a
    // slow phone, the page dead meanwhile); as a transition it works in slices of a few ms and
    // yields between them. The page is already drawn, so nothing waits for it to be seen, and a
    // tap on a part not yet hydrated makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(root, tree);
    });
  } else {
    // drawn here from the start: nothing to match, the live clock counts
    store.set(renderedAtAtom, null);
    createRoot(root).render(tree);
  }
}
