const LOCALE = /^[a-z]{2}$/;

/**
 * The header's language switch, posted with the page's typed form before or without the script
 * (widgets/LanguageSelect.tsx): `lang` is the language chosen, `_language` the one the page was
 * drawn in. Chosen anew: the form is not acted on but drawn again, in that language, with what was
 * typed (its own cancel step keeps it). The same: the form acts as its own button would (Enter in
 * a field presses the form's first button, which is the switch's). `locale`: the language the
 * answer is drawn in, when one was chosen.
 */
export function languageSwitch(posted: Record<string, string>): {
  fields: Record<string, string>;
  locale?: string;
} {
  const { _language: drawnIn, ...fields } = posted;
  const chosen = fields.lang?.trim().toLowerCase();
  if (drawnIn === undefined || !chosen || !LOCALE.test(chosen) || chosen === drawnIn) return { fields };
  return { fields: { ...fields, _step: "cancel" }, locale: chosen };
}
