import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// axe-core itself, evaluated once per document: @axe-core/playwright evaluates its 580 KB again
// on every analysis, which was most of a fleet page's check (the pages have no frames to visit).
// Measured for issue 45 over a whole run (340 tests): 289 checks in 130 documents, and no two of
// the 289 alike (a digest of the DOM, the viewport and the stylesheets): no page is checked twice,
// so a run-wide record of pages found clean would save nothing. One injection cost ~0.09 CPU-s
// (runner 0.02, browser 0.02, renderer 0.05; Runtime.compileScript instead: renderer 0.036)
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe with the WCAG 2 A/AA, 2.1 AA and 2.2 AA rules, colour contrast included: zero violations. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run(c: Document, o: object): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((r) =>
          r.violations.map(({ id, help, nodes }) => ({
            id,
            help,
            nodes: nodes.map((n) => ({ target: n.target })),
          })),
        ),
    WCAG_TAGS,
  );
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

/** Every form has a submit button (WCAG H32: a form is submitted by a control, not by a script alone). */
export async function expectEveryFormSubmits(page: Page, where: string): Promise<void> {
  const withoutSubmit = await page.evaluate(() =>
    [...document.forms]
      .filter((form) => ![...form.elements].some((e) => (e as HTMLButtonElement).type === "submit"))
      .map((form) => form.outerHTML.slice(0, 120)),
  );
  expect(withoutSubmit, `forms without a submit button on ${where}`).toEqual([]);
}
