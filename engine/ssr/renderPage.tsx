import { I18nProvider } from "@lingui/react";
import { createStore, Provider } from "jotai";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";
import type { Session, Settings } from "../api/types.ts";
import { App } from "../boot/App.tsx";
import { startRedirectOf } from "../flows/startRedirect.ts";
import { fixedRoutes } from "../paths/fixedRoutes.ts";
import { isConnected, isPending } from "../../steps/deviceView.ts";
import { isInAppBrowser } from "../routes/isInAppBrowser.ts";
import { type PageStatus, PageStatusContext } from "../routes/PageStatus.ts";
import type { BrandImages } from "../api/BrandImages.ts";
import { brandImagesAtom } from "../state/brandImagesAtom.ts";
import { localeAtom } from "../state/localeAtom.ts";
import { type InlinedOpen, opensAtom } from "../state/opensAtom.ts";
import { pageOriginAtom } from "../state/pageOriginAtom.ts";
import { type Query, queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { settingsAtom } from "../state/settingsAtom.ts";
import { userAgentAtom } from "../state/userAgentAtom.ts";
import type { Zone } from "../api/Zone.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { zoneRoutes } from "../paths/zoneRoutes.ts";
import { errorsAtom } from "../state/errorsAtom.ts";
import { connectingAtom, connectingReload } from "../state/connectingAtom.ts";
import type { Entry } from "../boot/readEntry.ts";
import { inlinedPackagesAtom } from "../state/inlinedPackagesAtom.ts";
import { inlinedPackages } from "../api/inlinedPackages.ts";
import { inlinedPurchase, inlinedPurchaseAtom } from "../state/inlinedPurchaseAtom.ts";
import { inlinedStoreAtom } from "../state/inlinedStoreAtom.ts";
import { inlinedStore } from "../api/inlinedStore.ts";
import { type FormState, formStateAtom } from "../state/formStateAtom.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { renderedAtAtom } from "../state/renderedAtAtom.ts";
import { initialErrors } from "../flows/formMessages.ts";
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
  settings: Settings;
  session: Session | null;
  /** the zone's manifest as the browser gets it (the zone registry's, brand files as /brand/ URLs) */
  zone: Zone;
  locale: Locale;
  images: BrandImages;
  opens: InlinedOpen[] | null;
  /** the request's origin and User-Agent: what the browser will see as its own */
  origin: string;
  userAgent: string;
  /** a part of the page that failed to draw (left to the browser); React logs to the console without it */
  onError?: (error: unknown) => void;
  /** where a form the server answered left the passenger, and the banners it says (catalogue ids) */
  form?: FormState | null;
  errors?: readonly string[];
  /** the server's clock: relative times are drawn from it, and by it again on the browser's first render */
  now?: number;
  /** the booking's packages (the API's list), when the server polled the validation for the page */
  cruisePackages?: unknown;
  /** the package a charge without the script bought, and its code, on the purchase-complete page */
  cruisePurchase?: unknown;
  /** the store's items (and an order back from the hosted payment page), on the store's page */
  store?: unknown;
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
  if (input.path === zoneRoutes.StatusPage && !input.session) return zoneRoutes.StartPage;
  // the captive assistant's entry of a device not online: the server sent one that named its
  // system through the controller's bypass already (server/pages/cnaBypass.ts); the rest start here
  if (input.path === fixedRoutes.CnaPortal && !isConnected(input.session)) return zoneRoutes.StartPage;
  const start = input.path === "/" || input.path === "/start";
  if (!start) return input.path;
  const stay = input.entry.stay || input.entry.returned !== null;
  return !stay && startRedirectOf(input.session) === "status" ? "/status" : "/start";
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
  const redirect = movedTo({ ...input, drawn: path });
  if (redirect) return { html: "", themeCss: "", locale: input.locale, path, redirect };
  const store = createStore();
  store.set(queryAtom, input.query);
  store.set(settingsAtom, input.settings);
  store.set(zoneAtom, input.zone);
  store.set(sessionAtom, input.session);
  store.set(localeAtom, input.locale);
  store.set(brandImagesAtom, input.images);
  store.set(opensAtom, input.opens);
  store.set(pageOriginAtom, input.origin);
  store.set(userAgentAtom, input.userAgent);
  // drawn without this browser's storage, clock or hash: so is the browser's first render
  store.set(hydratedAtom, false);
  store.set(renderedAtAtom, input.now ?? Date.now());
  store.set(formStateAtom, input.form ?? null);
  store.set(inlinedPackagesAtom, inlinedPackages(input.cruisePackages));
  store.set(inlinedPurchaseAtom, inlinedPurchase(input.cruisePurchase));
  store.set(inlinedStoreAtom, inlinedStore(input.store));
  store.set(errorsAtom, initialErrors(input.errors ?? []));
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
    path === zoneRoutes.StatusPage && connecting !== null && isPending(input.session)
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

/** The page that posts a gateway's login (server/pages/gatewayLoginPage.ts): its words in `locale`. */
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
