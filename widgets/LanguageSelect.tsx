import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useRef } from "react";
import { useAdoptTyped } from "./useAdoptTyped.ts";
import "./LanguageSelect.css";

// each language names itself, so a visitor finds theirs whatever the current one is
const NAMES: Record<string, string> = { en: "English", sv: "Svenska", el: "Ελληνικά" };

export interface LanguageSelectProps {
  locales: string[];
  value: string;
  onChange: (locale: string) => void;
  /**
   * The page's form that holds what the passenger types (a voucher code, a booking), while the
   * server answers the page's forms (before or without the script): the switch posts with it, so
   * the page comes back in the language chosen with what was typed. None: the switch asks for the
   * page again (?lang=).
   */
  formId?: string;
}

/**
 * The language dropdown; shown only when the zone offers more than one locale. A form with its own
 * submit button: without the script the button applies the choice; with it a choice applies at
 * once and the button stays for the keyboard, out of sight until it has the focus. A choice made
 * before the script took the page over is applied once it has.
 */
export function LanguageSelect({ locales, value, onChange, formId }: LanguageSelectProps) {
  const { t } = useLingui();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useAdoptTyped(select, value, onChange);
  if (locales.length < 2) return null;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (select.current && select.current.value !== value) onChange(select.current.value);
  };
  return (
    <form method="get" className="gw-header-form" onSubmit={apply}>
      <label htmlFor={id} className="gw-visually-hidden">
        {t({ id: "gen.language", message: "Language" })}
      </label>
      {/* the language the page is in: the server tells a switch from the form's own step by it */}
      {formId ? <input type="hidden" name="_language" value={value} form={formId} /> : null}
      <select
        ref={select}
        id={id}
        name="lang"
        form={formId}
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
      <button
        type="submit"
        form={formId}
        className="gw-language-go"
        aria-label={t({ id: "gen.language.change", message: "Change language" })}
      >
        <span aria-hidden="true">→</span>
      </button>
    </form>
  );
}
