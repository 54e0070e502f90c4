import { useEffect } from "react";
import { ErrorBannersBinding } from "../render/ErrorBannersBinding.tsx";
import { FooterBinding } from "../render/FooterBinding.tsx";
import { BrandImageBinding } from "../render/BrandImageBinding.tsx";
import { HeaderBinding } from "../render/HeaderBinding.tsx";
import { PageTitleBinding } from "../render/PageTitleBinding.tsx";
import { activateLocale } from "../i18n/activateLocale.ts";
import { AppRoutes } from "../routes/AppRoutes.tsx";
import { useRouteTracking } from "../flows/useRouteTracking.ts";
import { useSessionRefresh } from "../flows/useSessionRefresh.ts";
import { StatusBarBinding } from "../render/StatusBarBinding.tsx";
import { prefetchOtherPageBindings } from "../render/laterBinding.ts";
import { useFocusOnNavigate } from "../routes/useFocusOnNavigate.ts";
import { useNavigationGuard } from "../routes/useNavigationGuard.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { shellInteractive } from "../render/interactive.ts";
import type { BootOutcome } from "./boot.ts";
import "./App.css";

/** The shell every zone shares: header, error banners, the routed page, footer. */
export function App({ outcome }: { outcome: BootOutcome }) {
  useSessionRefresh();
  useRouteTracking();
  const { inApp } = useNavigationGuard();
  useEffect(prefetchOtherPageBindings, []);
  useEffect(shellInteractive, []);
  useFocusOnNavigate("main");
  return (
    <>
      <PageTitleBinding failed={outcome.kind === "failed"} />
      <HeaderBinding activateLocale={activateLocale} />
      <BrandImageBinding slot="header" />
      <StatusBarBinding />
      <main className="gw-main" id="main" tabIndex={-1}>
        <ErrorBannersBinding />
        <ErrorBoundary>
          <AppRoutes outcome={outcome} />
        </ErrorBoundary>
      </main>
      <div className="gw-banner">
        <BrandImageBinding slot="banner" />
      </div>
      {inApp ? null : <FooterBinding />}
    </>
  );
}
