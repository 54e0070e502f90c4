import { I18nProvider } from "@lingui/react";
import { createStore, Provider } from "jotai";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";
import { App } from "../boot/App.tsx";
import { startRedirectOf } from "../flows/startRedirect.ts";
import { fixedRoutes } from "../paths/fixedRoutes.ts";
import { isConnected, isPending } from "../../steps/deviceView.ts";
import { isInAppBrowser } from "../routes/isInAppBrowser.ts";
import { type PageStatus, PageStatusContext } from "../routes/PageStatus.ts";
import { localeAtom } from "../state/localeAtom.ts";
import { pageOriginAtom } from "../state/pageOriginAtom.ts";
import { type Query, queryAtom } from "../state/queryAtom.ts";
import { userAgentAtom } from "../state/userAgentAtom.ts";
import type { Zone } from "../api/Zone.ts";
import { zoneRoutes } from "../paths/zoneRoutes.ts";
import { connectingAtom, connectingReload } from "../state/connectingAtom.ts";
import type { Entry } from "../boot/readEntry.ts";
import type { BootPayload } from "../../schemas/gen/api.gen.ts";
import { seedStore } from "../boot/seedStore.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { pageI18n } from "./pageI18n.ts";
import { GatewayLoginForm } from "../../widgets/GatewayLoginForm.tsx";
import { themeCss } from "./themeCss.ts";
import { movedTo } from "./movedTo.ts";

export { queryOf, readEntry } from "../boot/readEntry.ts";
export type { Entry, QueryFields } from "../boot/readEntry.ts";
export { pickLocale } from "../../schemas/pickLocale.ts";
export { fixedRoutes } from "../paths/fixedRoutes.ts";
export { zoneRoutes } from "../paths/zoneRoutes.ts";
export { isInAppBrowser } from "../routes/isInAppBrowser.ts";
// what the server needs to answer the portal's forms as the flows would (server/pages/forms/,
// whose step machines are the flows' own: steps/): the same way to the access controller
export { startRedirectOf } from "../flows/startRedirect.ts";
export { isConnected, isPending } from "../../steps/deviceView.ts";
export { accessControllerUrl } from "../redirect/accessControllerUrl.ts";
export type { FormState } from "../state/formStateAtom.ts";
export { GATEWAY_LOGIN_FORM_ID } from "../../widgets/GatewayLoginForm.tsx";
export type { FormAction, FormStep } from "../../steps/formFields.ts";
export type { CruiseUser } from "../api/cruiseTypes.ts";
export type { CheckoutRecord } from "../state/storeStorage.ts";

export interface PageInput {
  /** the path to draw: "/" is drawn as the start page it leads to */
  path: string;
  /** the address's query string, as the browser's router will see it (not parsed here: `entry` is it, read) */
  search: string;
  /** the address, read once where it entered (readEntry, the server's request.query) */
  entry: Entry;
  /** the device: the address's, or the one this browser's first page kept */
  query: Query;
  /** the page's own data, as the server writes it into the page for the browser (checked by its schema) */
  payload: BootPayload;
  /** the payload's manifest, as the zone registry checked it (brand files as /brand/ URLs) */
  zone: Zone;
  locale: Locale;
  /** the request's origin and User-Agent: what the browser will see as its own */
  origin: string;
  userAgent: string;
  /** a part of the page that failed to draw (left to the browser); React logs to the console without it */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** the markup inside #root */
  html: string;
  /** the brand colours as CSS variables, for a <style> in the head */
  themeCss: string;
  locale: Locale;
  /** the route drawn: the entry is drawn as the start page, or the status page it leads to */
  path: string;
  /** drawn Connecting…: where a page without script reloads itself to (the app asks itself) */
  reload?: string;
  /** the 404 page was drawn (an unknown route, or a page the zone has none of): answered 404 */
  notFound?: boolean;
  /** nothing drawn: the page is only a way there (movedTo.ts), the server redirects the browser */
  redirect?: string;
}

// the entry is the start page; a start page the browser would leave for the status page at once
// (useStartRedirect) is drawn as that status page: not its offers for a moment, then the status.
// Not after a controller's failed return (retryCount: the browser retries its step first) nor
// with ignoreSessionRedirect (the status page's own way back to the offers). The status page of
// a device without a session only sends it to the start page (StatusTitleBinding): the server
// sends the browser there (movedTo.ts), so one without script is not left on a spinner.
function drawnPath(input: PageInput): string {
  // the navigation guard's answer (useNavigationGuard), drawn rather than left to a script: an
  // in-app browser on a guarded zone gets the page telling it to open a full browser wherever it
  // lands (but the error page), any other browser the store instead of that page
  const inApp = input.zone.features?.inAppBrowserGuard === true && isInAppBrowser(input.userAgent);
  if (inApp) return input.path === fixedRoutes.Error ? input.path : fixedRoutes.OpenInBrowser;
  if (input.path === fixedRoutes.OpenInBrowser) return zoneRoutes.Store;
  const { session } = input.payload;
  if (input.path === zoneRoutes.StatusPage && !session) return zoneRoutes.StartPage;
  // the captive assistant's entry of a device not online: the server sent one that named its
  // system through the controller's bypass already (server/pages/cnaBypass.ts); the rest start here
  if (input.path === fixedRoutes.CnaPortal && !isConnected(session)) return zoneRoutes.StartPage;
  const start = input.path === "/" || input.path === "/start";
  if (!start) return input.path;
  const stay = input.entry.stay || input.entry.returned !== null;
  return !stay && startRedirectOf(session) === "status" ? "/status" : "/start";
}

/** A page for a browser that named no device (or an unknown one): the error page, or a legal text. */
export interface BarePageInput {
  path: string;
  /** the URL's own query string (the error page's reason) */
  search?: string;
  locale: Locale;
  origin: string;
  userAgent: string;
  onError?: (error: unknown) => void;
}

// without a device only the error page and the legal texts (generic ones) are there to draw
const BARE_PATHS = new Set<string>([
  fixedRoutes.Policies,
  fixedRoutes.Gdpr,
  fixedRoutes.Contact,
  fixedRoutes.CruisePrivacyPolicy,
]);

/**
 * The page of a browser the server knows no device for, drawn as the browser will draw it (the
 * error page, or a legal text with its generic wording), so that it reads without the script too.
 */
export async function renderBarePage(input: BarePageInput): Promise<RenderedPage> {
  const store = createStore();
  store.set(localeAtom, input.locale);
  store.set(pageOriginAtom, input.origin);
  store.set(userAgentAtom, input.userAgent);
  store.set(hydratedAtom, false);
  const i18n = await pageI18n(input.locale, undefined);
  const path = BARE_PATHS.has(input.path) ? input.path : fixedRoutes.Error;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <Router ssrPath={path} ssrSearch={path === fixedRoutes.Error ? input.search : undefined}>
            <App outcome={{ kind: "no-query" }} />
          </Router>
        </I18nProvider>
      </Provider>
    </StrictMode>,
    { onError: input.onError },
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return { html, themeCss: themeCss(undefined), locale: input.locale, path };
}

/** The page a device lands on, drawn by the same engine and widgets the browser then hydrates. */
export async function renderPage(input: PageInput): Promise<RenderedPage> {
  const path = drawnPath(input);
  const { session, errors } = input.payload;
  const redirect = movedTo({ ...input, drawn: path, session, errors });
  if (redirect) return { html: "", themeCss: "", locale: input.locale, path, redirect };
  const store = createStore();
  // what the browser's start-up sets from the same data (boot.ts), then what only this request knows
  seedStore(store, input.payload, input.zone);
  store.set(queryAtom, input.query);
  store.set(localeAtom, input.locale);
  store.set(pageOriginAtom, input.origin);
  store.set(userAgentAtom, input.userAgent);
  // drawn without this browser's storage, clock or hash: so is the browser's first render
  store.set(hydratedAtom, false);
  const { connecting } = input.entry;
  store.set(connectingAtom, connecting);
  // this page's own instance: a render waits midway (a lazy chunk), and other pages, in other
  // languages, are drawn meanwhile
  const i18n = await pageI18n(input.locale, input.zone.labels);
  const status: PageStatus = { notFound: false };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <PageStatusContext.Provider value={status}>
            <Router ssrPath={path} ssrSearch={input.search}>
              <App outcome={{ kind: "ready" }} />
            </Router>
          </PageStatusContext.Provider>
        </I18nProvider>
      </Provider>
    </StrictMode>,
    { onError: input.onError },
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  const reload =
    path === zoneRoutes.StatusPage && connecting !== null && isPending(session)
      ? connectingReload(path, input.search)
      : undefined;
  return {
    html,
    themeCss: themeCss(input.zone.brand),
    locale: input.locale,
    path,
    ...(reload ? { reload } : {}),
    ...(status.notFound ? { notFound: true } : {}),
  };
}

/** The page that posts a gateway's login (server/pages/registerGatewayLogin.ts): its words in `locale`. */
export async function renderGatewayLogin(input: {
  locale: Locale;
  action: string;
  fields: Record<string, string>;
}): Promise<{ html: string; title: string }> {
  const i18n = await pageI18n(input.locale, undefined);
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider i18n={i18n}>
      <GatewayLoginForm action={input.action} fields={input.fields} />
    </I18nProvider>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return { html, title: i18n._("handoff.title") };
}
