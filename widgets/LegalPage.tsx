import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

export type LegalKind = "terms" | "privacy" | "cruisePrivacy" | "contact";

export interface LegalPageProps {
  kind: LegalKind;
  /** the operator's own text (paragraphs separated by blank lines); a generic one when absent */
  body?: string;
  email?: string;
}

const TITLES: Record<LegalKind, ReactNode> = {
  terms: <Trans id="legal.terms.title">Terms and conditions</Trans>,
  privacy: <Trans id="legal.privacy.title">Privacy statement</Trans>,
  cruisePrivacy: <Trans id="legal.cruisePrivacy.title">Privacy policy</Trans>,
  contact: <Trans id="legal.contact.title">Contact</Trans>,
};

const DEFAULTS: Record<LegalKind, ReactNode> = {
  terms: (
    <Trans id="legal.terms.default">
      The onboard Wi-Fi is provided as is, over a satellite or mobile link shared by everyone on board. Use it
      lawfully and fairly. Session logs are deleted after 30 days.
    </Trans>
  ),
  privacy: (
    <Trans id="legal.privacy.default">
      We process your device address and your session's data use only to give you access to the Wi-Fi and to
      bill what you buy. Session logs are deleted after 30 days.
    </Trans>
  ),
  cruisePrivacy: (
    <Trans id="legal.cruisePrivacy.default">
      Your booking details are used only to check your booking and to bill Wi-Fi packages to your cruise
      account.
    </Trans>
  ),
  contact: (
    <Trans id="legal.contact.default">For help with the Wi-Fi, ask at the information desk on board.</Trans>
  ),
};

/** Terms, privacy statement, cruise privacy policy and contact: the operator's text or a generic one. */
export function LegalPage({ kind, body, email }: LegalPageProps) {
  return (
    <article className="gw-card">
      <h1>{TITLES[kind]}</h1>
      {body ? (
        body.split(/\n\s*\n/).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, two paragraphs may read the same
          <p key={index}>{paragraph}</p>
        ))
      ) : (
        <p>{DEFAULTS[kind]}</p>
      )}
      {email ? (
        <p>
          <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : null}
    </article>
  );
}
