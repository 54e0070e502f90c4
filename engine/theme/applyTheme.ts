import type { Brand } from "../../schemas/gen/manifest.gen.ts";
import { readableOn } from "../../schemas/readableOn.ts";
import { textShade } from "./textShade.ts";

// the background of error banners and flagged terms (widgets/ErrorBanners.css, TermsCheckbox.css)
const ERROR_SURFACE = "#fdecea";

export const DEFAULT_COLORS = { primary: "#314e92", body: "#eef0f1" };

/** The operator's colour pair as CSS variables (the server writes the same into the page's head). */
export function themeVariables(brand: Brand | undefined): Record<string, string> {
  // a zone has both (zone.schema.json); a single file may set one, and the other stays the default
  const colors = { ...DEFAULT_COLORS, ...brand?.colors };
  return {
    "--gw-primary": colors.primary,
    "--gw-on-primary": readableOn(colors.primary),
    // the primary as text (links, outline buttons) on every light surface: cards, the page, error pink
    "--gw-primary-text": textShade(colors.primary, ["#ffffff", colors.body, ERROR_SURFACE]),
    "--gw-body": colors.body,
  };
}

/** The operator's colour pair as CSS variables; widgets only ever read the variables. */
export function applyTheme(brand: Brand | undefined, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(brand))) root.style.setProperty(name, value);
}
