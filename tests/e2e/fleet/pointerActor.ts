import type { Actor } from "./Actor.ts";

/** Ordinary pointer and typing actions: click, check, fill. */
export const pointerActor: Actor = {
  mode: "pointer",
  press: (target) => target.click(),
  check: (target) => target.check(),
  fill: (target, text) => target.fill(text),
  // a date input's value is YYYY-MM-DD whatever the browser shows
  date: (target, iso) => target.fill(iso),
};
