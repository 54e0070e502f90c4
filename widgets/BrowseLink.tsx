import { Trans } from "@lingui/react/macro";
import { LinkButton } from "./LinkButton.tsx";

export interface BrowseLinkProps {
  href: string;
  onNavigate?: (href: string) => void;
}

/** 'Start browsing': the operator's onboard site once the device is online. */
export function BrowseLink({ href, onNavigate }: BrowseLinkProps) {
  return (
    <LinkButton href={href} onNavigate={href.startsWith("/") ? onNavigate : undefined}>
      <Trans id="status.browse">Start browsing</Trans>
    </LinkButton>
  );
}
