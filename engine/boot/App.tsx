import { ErrorBannersBinding } from "../render/ErrorBannersBinding.tsx";
import { FooterBinding } from "../render/FooterBinding.tsx";
import { HeaderBinding } from "../render/HeaderBinding.tsx";
import { AppRoutes } from "../routes/AppRoutes.tsx";
import { useSessionRefresh } from "../flows/useSessionRefresh.ts";
import type { BootOutcome } from "./boot.ts";
import "./App.css";

/** The shell every zone shares: header, error banners, the routed page, footer. */
export function App({ outcome }: { outcome: BootOutcome }) {
  useSessionRefresh();
  return (
    <>
      <HeaderBinding />
      <main className="gw-main" id="main">
        <ErrorBannersBinding />
        <AppRoutes outcome={outcome} />
      </main>
      <FooterBinding />
    </>
  );
}
