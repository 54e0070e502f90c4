import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe with the WCAG 2 A/AA, 2.1 AA and 2.2 AA rules, colour contrast included: zero violations. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // only violations are read: axe skips collecting the details of passes and inapplicable rules
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe on ${where}`).toEqual([]);
}

/** No horizontal scroll and nothing wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth - window.innerWidth,
    wide: [...document.querySelectorAll("main *, header *, footer *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}`),
  }));
  expect(overflow, `layout of ${where}`).toEqual({ scroll: 0, wide: [] });
}
