import { useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { LanguageSelect, type LanguageSelectProps } from "./LanguageSelect.tsx";
import "./Header.css";

export interface HeaderProps {
  brandName: string;
  logoSrc?: string;
  /** where the logo leads (the start page, or the error page without a stored query) */
  homeHref: string;
  onNavigate?: (href: string) => void;
  language: LanguageSelectProps;
  onLogout?: () => void;
}

/** The top bar: logo home link, language dropdown, and a logout button when there is a session. */
export function Header({ brandName, logoSrc, homeHref, onNavigate, language, onLogout }: HeaderProps) {
  const { t } = useLingui();
  const home = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(homeHref);
  };
  return (
    <header className="gw-header">
      <a className="gw-header-home" href={homeHref} onClick={home}>
        {logoSrc ? (
          <img src={logoSrc} alt={brandName} height={40} />
        ) : (
          <span className="gw-header-name">{brandName}</span>
        )}
      </a>
      <div className="gw-header-tools">
        <LanguageSelect {...language} />
        {onLogout ? (
          <button type="button" className="gw-header-logout" onClick={onLogout}>
            {t({ id: "gen.logout", message: "Log out" })}
          </button>
        ) : null}
      </div>
    </header>
  );
}
