import { useAtomValue } from "jotai";
import { lazy } from "react";
import { Redirect, Route, Switch } from "wouter";
import { ErrorPage } from "../../widgets/ErrorPage.tsx";
import { NotFound } from "./NotFound.tsx";
import { ErrorRoute } from "./ErrorRoute.tsx";
import type { BootOutcome } from "./BootOutcome.ts";
import { loadChunk } from "../api/loadChunk.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { CnaRoute } from "./CnaRoute.tsx";
import { featureRoutes } from "../paths/featureRoutes.ts";
import { fixedRoutes } from "../paths/fixedRoutes.ts";
import { InternetCheckRoute } from "./InternetCheckRoute.tsx";
import { LegalRoute } from "./LegalRoute.tsx";
import { OpenInBrowserRoute } from "./OpenInBrowserRoute.tsx";
import { ZonePage } from "./ZonePage.tsx";
import { PageSuspense } from "../render/PageSuspense.tsx";
import { type PageName, zoneRoutes } from "../paths/zoneRoutes.ts";

const retry = () => window.location.reload();

// its own chunk: zones without the dev flag never download the developer page
const DevRoute = lazy(() => loadChunk(() => import("./DevRoute.tsx")).then((m) => ({ default: m.DevRoute })));

// the legal texts a page links to (the footer's, the terms beside a checkbox): there for a browser
// without a device too, with their generic wording, rather than leading back to the error page. A
// fragment, not a component: Switch looks through fragments only
function legalRoutes() {
  return (
    <>
      <Route path={fixedRoutes.Policies}>
        <LegalRoute kind="terms" />
      </Route>
      <Route path={fixedRoutes.Gdpr}>
        <LegalRoute kind="privacy" />
      </Route>
      <Route path={fixedRoutes.CruisePrivacyPolicy}>
        <LegalRoute kind="cruisePrivacy" />
      </Route>
      <Route path={fixedRoutes.Contact}>
        <LegalRoute kind="contact" />
      </Route>
    </>
  );
}

function NoQueryRoutes() {
  return (
    <Switch>
      <Route path={fixedRoutes.Error}>
        <ErrorRoute />
      </Route>
      {legalRoutes()}
      <Route>
        <Redirect to={fixedRoutes.Error} replace />
      </Route>
    </Switch>
  );
}

/** Fixed routes, then the zone routes once the zone is known, then the 404 catch-all. */
export function AppRoutes({ outcome }: { outcome: BootOutcome }) {
  const zone = useAtomValue(zoneAtom);
  if (outcome.kind === "no-query" || outcome.kind === "refused") return <NoQueryRoutes />;
  if (outcome.kind === "failed") return <ErrorPage onRetry={retry} />;
  return (
    <Switch>
      <Route path={fixedRoutes.Entry}>
        <Redirect to={zoneRoutes.StartPage} replace />
      </Route>
      <Route path={fixedRoutes.Error}>
        <ErrorRoute />
      </Route>
      <Route path={fixedRoutes.CnaPortal} component={CnaRoute} />
      <Route path={fixedRoutes.InternetCheckRedirect} component={InternetCheckRoute} />
      {legalRoutes()}
      <Route path={fixedRoutes.OpenInBrowser} component={OpenInBrowserRoute} />
      {zone
        ? (Object.entries(zoneRoutes) as [PageName, string][]).map(([name, path]) => (
            <Route key={name} path={path}>
              <ZonePage name={name} />
            </Route>
          ))
        : null}
      {zone?.features?.devPage ? (
        <Route path={featureRoutes.SecretStuff}>
          <PageSuspense>
            <DevRoute />
          </PageSuspense>
        </Route>
      ) : null}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
