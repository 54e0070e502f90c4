import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createStore, Provider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "../../widgets/theme.css";
import { App } from "./App.tsx";
import { boot } from "./boot.ts";

const store = createStore();
const outcome = await boot(store, window.location.search);
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <App outcome={outcome} />
        </I18nProvider>
      </Provider>
    </StrictMode>,
  );
}
