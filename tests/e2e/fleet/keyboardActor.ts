import { expect, type Locator, type Page } from "@playwright/test";
import type { Actor } from "./Actor.ts";
import { dateFieldParts } from "./dateFieldParts.ts";
import { focusedControl } from "./focusedControl.ts";

// more than any page of the fleet has controls: a target not reached by then is not reachable
const MAX_TABS = 60;

/** Tab until the target has the focus; if it never does, the failure lists where focus went. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= MAX_TABS; presses++) {
    if (await target.evaluate((el) => el.matches(":focus"))) return;
    if (presses === MAX_TABS) break;
    await page.keyboard.press("Tab");
  }
  throw new Error(
    `keyboard: ${target} never took the focus in ${MAX_TABS} Tab presses. Tab order: ${await tabOrder(page)}`,
  );
}

/**
 * The Tab order, each control once: read only for a failure's report, by going round once more
 * (it goes round the page again and again), so a passing path spends no look at each step.
 */
async function tabOrder(page: Page): Promise<string> {
  const seen: string[] = [];
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press("Tab");
    seen.push(await focusedControl(page));
  }
  return [...new Set(seen)].join(" → ");
}

/**
 * Only Tab, Enter, Space and typing: never a click, never locator.focus() or fill. A control
 * that cannot be reached or worked this way fails the path, naming what the keyboard met.
 */
export function keyboardActor(page: Page): Actor {
  return {
    mode: "keyboard",
    async press(target) {
      await expect(target).toBeEnabled();
      await tabTo(page, target);
      await page.keyboard.press("Enter");
    },
    async check(target) {
      await tabTo(page, target);
      await page.keyboard.press("Space");
      await expect(target, "Space ticks a focused checkbox").toBeChecked();
    },
    async fill(target, text) {
      await tabTo(page, target);
      await page.keyboard.type(text);
    },
    // the browser's date field takes digits part by part in the order it shows them and moves
    // on by itself once a part is complete, as a keyboard user types it
    async date(target, iso) {
      await tabTo(page, target);
      const [year, month, day] = iso.split("-") as [string, string, string];
      const digits = { year, month, day };
      for (const part of await dateFieldParts(page)) await page.keyboard.type(digits[part]);
      await expect(target, "the date typed part by part").toHaveValue(iso);
    },
  };
}
