import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { LinkButton } from "./LinkButton.tsx";
import "./BackButton.css";

export interface BackButtonProps {
  href: string;
  onNavigate?: (href: string) => void;
  /** defaults to 'Back' */
  label?: ReactNode;
}

/** A small back link at the top of a page. */
export function BackButton({ href, onNavigate, label }: BackButtonProps) {
  return (
    <div className="gw-back">
      <LinkButton href={href} onNavigate={onNavigate} variant="secondary">
        <span aria-hidden="true">←</span> {label ?? <Trans id="gen.back">Back</Trans>}
      </LinkButton>
    </div>
  );
}
