import { Trans } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import "./StatusBar.css";

export interface StatusBarProps {
  state: "connected" | "expired" | "not-connected";
  href: string;
  onNavigate?: (href: string) => void;
}

/** The bar at the top whenever there is session data: green when connected, amber when used up, else grey. */
export function StatusBar({ state, href, onNavigate }: StatusBarProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a className="gw-status-bar" data-state={state} href={href} onClick={click}>
      {state === "connected" ? <Trans id="statusbar.connected">Connected session</Trans> : null}
      {state === "expired" ? <Trans id="statusbar.expired">Expired session</Trans> : null}
      {state === "not-connected" ? <Trans id="statusbar.notConnected">Not connected</Trans> : null}
    </a>
  );
}
