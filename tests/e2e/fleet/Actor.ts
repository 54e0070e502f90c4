import type { Locator } from "@playwright/test";

/**
 * How a visitor works the page. One path driver serves every way: the pointer actor clicks and
 * fills, the keyboard actor reaches each control with Tab and works it with Enter, Space or typing.
 */
export interface Actor {
  readonly mode: "pointer" | "keyboard";
  /** a button or a link */
  press(target: Locator): Promise<void>;
  /** ticks a checkbox */
  check(target: Locator): Promise<void>;
  /** types into a text field */
  fill(target: Locator, text: string): Promise<void>;
  /** a date field (`<input type="date">`), the date as YYYY-MM-DD */
  date(target: Locator, iso: string): Promise<void>;
}
