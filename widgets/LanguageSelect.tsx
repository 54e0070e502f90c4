import { useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { useAdoptTyped } from "./useAdoptTyped.ts";

// each language names itself, so a visitor finds theirs whatever the current one is
const NAMES: Record<string, string> = { en: "English", sv: "Svenska", el: "Ελληνικά" };

export interface LanguageSelectProps {
  locales: string[];
  value: string;
  onChange: (locale: string) => void;
}

/**
 * The language dropdown; shown only when the zone offers more than one locale. A form that asks
 * for the page again in the language chosen (?lang=): without the script its button does; a
 * choice made before the script took the page over is applied once it has.
 */
export function LanguageSelect({ locales, value, onChange }: LanguageSelectProps) {
  const { t } = useLingui();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useAdoptTyped(select, value, onChange);
  if (locales.length < 2) return null;
  return (
    <form method="get" className="gw-header-form" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="gw-visually-hidden">
        {t({ id: "gen.language", message: "Language" })}
      </label>
      <select
        ref={select}
        id={id}
        name="lang"
        className="gw-language"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {NAMES[locale] ?? locale}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="gw-language-go"
          aria-label={t({ id: "gen.language.change", message: "Change language" })}
        >
          <span aria-hidden="true">→</span>
        </button>
      </noscript>
    </form>
  );
}
