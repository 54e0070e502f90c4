import { Trans } from "@lingui/react/macro";
import "./Footer.css";

export interface FooterProps {
  poweredBy?: string;
  companyRegistration?: string;
}

/** Privacy, terms and contact links, the 'powered by' mark and the company registration number. */
export function Footer({ poweredBy, companyRegistration }: FooterProps) {
  return (
    <footer className="gw-footer">
      <nav className="gw-footer-links">
        <a href="/gdpr">
          <Trans id="footer.privacy">Privacy statement</Trans>
        </a>
        <a href="/policies" target="_blank" rel="noopener">
          <Trans id="footer.terms">Terms</Trans>
        </a>
        <a href="/contact">
          <Trans id="footer.contact">Contact</Trans>
        </a>
      </nav>
      {poweredBy ? (
        <p>
          <Trans id="footer.poweredBy">Powered by {poweredBy}</Trans>
        </p>
      ) : null}
      {companyRegistration ? (
        <p>
          <Trans id="footer.registration">Company registration number {companyRegistration}</Trans>
        </p>
      ) : null}
    </footer>
  );
}
