import { Trans, useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import "./StatusBar.css";

export interface StatusBarProps {
  state: "connected" | "expired";
  href: string;
  onNavigate?: (href: string) => void;
}

/**
 * The bar at the top: green when the session is connected, amber when it is used up. A landmark of
 * its own (it stands between the header and the page's main), named for what it is about.
 */
export function StatusBar({ state, href, onNavigate }: StatusBarProps) {
  const { t } = useLingui();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <nav aria-label={t({ id: "statusbar.label", message: "Session status" })}>
      <a className="gw-status-bar" data-state={state} href={href} onClick={click}>
        {state === "connected" ? (
          <Trans id="statusbar.connected">Connected session</Trans>
        ) : (
          <Trans id="statusbar.expired">Expired session</Trans>
        )}
      </a>
    </nav>
  );
}
