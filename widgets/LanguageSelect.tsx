import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

// each language names itself, so a visitor finds theirs whatever the current one is
const NAMES: Record<string, string> = { en: "English", sv: "Svenska", el: "Ελληνικά" };

export interface LanguageSelectProps {
  locales: string[];
  value: string;
  onChange: (locale: string) => void;
}

/** The language dropdown; shown only when the zone offers more than one locale. */
export function LanguageSelect({ locales, value, onChange }: LanguageSelectProps) {
  const { t } = useLingui();
  const id = useId();
  if (locales.length < 2) return null;
  return (
    <>
      <label htmlFor={id} className="gw-visually-hidden">
        {t({ id: "gen.language", message: "Language" })}
      </label>
      <select
        id={id}
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
    </>
  );
}
