import { useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { HiddenFields } from "./HiddenFields.tsx";
import { LanguageSelect, type LanguageSelectProps } from "./LanguageSelect.tsx";
import { submitted } from "./submitted.ts";
import "./Header.css";

export interface HeaderProps {
  brandName: string;
  logoSrc?: string;
  /** where the logo leads (the start page, or the error page without a stored query) */
  homeHref: string;
  onNavigate?: (href: string) => void;
  language: LanguageSelectProps;
  onLogout?: () => void;
  /** what the logout form posts when the server answers it (before or without the script) */
  logoutFields?: Record<string, string>;
}

/** The top bar: logo home link, language dropdown, and a logout button when there is a session. */
export function Header({
  brandName,
  logoSrc,
  homeHref,
  onNavigate,
  language,
  onLogout,
  logoutFields,
}: HeaderProps) {
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
          // low: the header image, the page's largest paint, goes first; the logo is a few hundred bytes
          <img src={logoSrc} alt={brandName} height={40} fetchPriority="low" />
        ) : (
          <span className="gw-header-name">{brandName}</span>
        )}
      </a>
      <div className="gw-header-tools">
        <LanguageSelect {...language} />
        {onLogout ? (
          <form method="post" className="gw-header-form">
            <HiddenFields fields={logoutFields} />
            <button type="submit" className="gw-header-logout" onClick={submitted(onLogout)}>
              {t({ id: "gen.logout", message: "Log out" })}
            </button>
          </form>
        ) : null}
      </div>
    </header>
  );
}
