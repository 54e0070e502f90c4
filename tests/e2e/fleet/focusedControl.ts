import type { Page } from "@playwright/test";

/**
 * The focused control roughly as a screen reader names it, tag and accessible name: one step of
 * the focus sequence a failed keyboard path reports. Looks into same-origin frames, where the
 * card payment window lives.
 */
export function focusedControl(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    let where = "";
    while (el instanceof HTMLIFrameElement && el.contentDocument) {
      where += `iframe "${el.title}" > `;
      el = el.contentDocument.activeElement;
    }
    if (!el || el.tagName === "BODY") return `${where}body`;
    const labelledBy = el.getAttribute("aria-labelledby");
    const name =
      el.getAttribute("aria-label") ??
      (labelledBy ? el.ownerDocument.getElementById(labelledBy)?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      (el.textContent?.trim() || el.querySelector("img")?.alt) ??
      "";
    return `${where}${el.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, " ").slice(0, 48)}"`;
  });
}
