import type { PathContext } from "./PathContext.ts";

/** The terms modal every activation opens: tick 'I accept…', then its confirm button. */
export async function acceptTerms({ page, actor, t }: PathContext, confirm = "gen.connect"): Promise<void> {
  const dialog = page.getByRole("dialog", { name: t("gen.terms.title") });
  await actor.check(dialog.getByRole("checkbox", { name: t("gen.terms.accept") }));
  await actor.press(dialog.getByRole("button", { name: t(confirm), exact: true }));
}
