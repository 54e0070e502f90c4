import type { Brand } from "../../schemas/gen/manifest.gen.ts";
import { themeVariables } from "../theme/applyTheme.ts";

/** The operator's colours as a :root rule, so the first paint has them before any script runs. */
export function themeCss(brand: Brand | undefined): string {
  const rules = Object.entries(themeVariables(brand)).map(([name, value]) => `${name}:${value}`);
  return `:root{${rules.join(";")}}`;
}
