import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page, type TestInfo } from "@playwright/test";

// HTML_CodeSniffer's browser build, evaluated once per document (a second checker beside axe: its
// WCAG 2 AA sniffs read the markup, axe the rendered page; each finds what the other does not)
const HTMLCS_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

interface Finding {
  type: number;
  code: string;
  msg: string;
  element: string;
}

// HTMLCS's message types
const ERROR = 1;
const WARNING = 2;

/**
 * HTML_CodeSniffer's WCAG2AA standard on the page: no error. Its warnings and notices ask a person
 * to check something the markup cannot tell (is this alt text right?); they are attached to the
 * test's report, by code, so what it saw stays readable.
 */
export async function expectNoHtmlcsErrors(page: Page, where: string, info?: TestInfo): Promise<void> {
  if (!(await page.evaluate(() => "HTMLCS" in window))) await page.evaluate(HTMLCS_SOURCE);
  const findings = await page.evaluate(
    () =>
      new Promise<Finding[]>((resolve, reject) => {
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process(
                standard: string,
                content: Document,
                done: () => void,
                failed: () => void,
                lang: string,
              ): void;
              getMessages(): { type: number; code: string; msg: string; element: Element }[];
              getTranslation(text: string): string | undefined;
            };
          }
        ).HTMLCS;
        // 2.5.1 asks for "…InvalidAutoComplete_…" messages its catalog spells "…InvalidAutocomplete_…":
        // without this an autocomplete error crashes the run instead of being reported
        const translate = htmlcs.getTranslation.bind(htmlcs);
        htmlcs.getTranslation = (text) =>
          translate(text) ?? translate(text.replace("AutoComplete", "Autocomplete")) ?? text;
        htmlcs.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              htmlcs.getMessages().map((m) => ({
                type: m.type,
                code: m.code,
                msg: m.msg,
                element: (m.element as Element).outerHTML?.slice(0, 160) ?? String(m.element),
              })),
            ),
          () => reject(new Error("HTML_CodeSniffer failed")),
          "en",
        );
      }),
  );
  const errors = findings.filter((f) => f.type === ERROR).map((f) => `${f.code}: ${f.msg} (${f.element})`);
  if (info) {
    const seen = new Map<string, number>();
    for (const f of findings.filter((f) => f.type !== ERROR)) {
      const key = `${f.type === WARNING ? "warning" : "notice"} ${f.code}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    await info.attach(`HTML_CodeSniffer on ${where}`, {
      body: [...seen].map(([code, n]) => `${n} × ${code}`).join("\n"),
      contentType: "text/plain",
    });
  }
  expect(errors, `HTML_CodeSniffer (WCAG2AA) on ${where}`).toEqual([]);
}
