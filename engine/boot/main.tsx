import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createStore, Provider } from "jotai";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import "../../widgets/theme.css";
import { localeAtom } from "../state/localeAtom.ts";
import { App } from "./App.tsx";
import { boot } from "./boot.ts";

const store = createStore();
const outcome = await boot(store, window.location.search);
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
  if (drawnIn && outcome.kind === "ready" && drawnIn === store.get(localeAtom)) {
    // the entry and the start page may have been drawn as where they lead (the start page, or
    // the status page for a device with a session): the address follows, as the redirect would
    const drawnAt = root.dataset.ssrPath;
    if (drawnAt && drawnAt !== window.location.pathname)
      window.history.replaceState(window.history.state, "", drawnAt);
    hydrateRoot(root, tree);
  } else createRoot(root).render(tree);
}
