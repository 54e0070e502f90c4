import { Trans } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import "./DevLink.css";

export interface DevLinkProps {
  href: string;
  onNavigate?: (href: string) => void;
}

/** A small, quiet link to the developer page: present for those who look, not an offer. */
export function DevLink({ href, onNavigate }: DevLinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <p className="gw-dev-link">
      <a href={href} onClick={click}>
        <Trans id="dev.link">Developer page</Trans>
      </a>
    </p>
  );
}
