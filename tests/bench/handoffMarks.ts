import type { Page } from "@playwright/test";

// the moments the page itself saw, from a script in every document it loads: the taps' click
// events and the first "Connected" heading (as drawn by the server or by the script)
const MARK_SCRIPT = () => {
  const mark = (what: string) =>
    (window as unknown as { handoffMark: (w: string, t: number) => void }).handoffMark(
      what,
      performance.timeOrigin + performance.now(),
    );
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest("button");
      const name = button?.textContent?.trim();
      if (name === "Activate") mark("activate");
      if (name === "Connect") mark("connect");
    },
    true,
  );
  const heading = () =>
    [...document.querySelectorAll("h1")].some(
      (h) => h.textContent?.trim() === "Connected" && h.checkVisibility(),
    );
  let seen = false;
  const look = () => {
    if (seen || !heading()) return;
    seen = true;
    mark("connected");
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  document.addEventListener("DOMContentLoaded", look);
  addEventListener("load", look);
};

export type Marks = Record<"activate" | "connect" | "connected", number>;

/**
 * The handoff's moments on the page's own clock, from before its first document: the answer
 * resolves with the first of each mark once the three have come (Playwright's waits poll, up to
 * 500 ms apart, which a 600 ms link's round trips would count).
 */
export async function handoffMarks(page: Page): Promise<() => Promise<Marks>> {
  const got: Partial<Marks> = {};
  let done: (marks: Marks) => void = () => {};
  const all = new Promise<Marks>((resolve) => {
    done = resolve;
  });
  await page.exposeBinding("handoffMark", (_source, what: keyof Marks, at: number) => {
    got[what] ??= at;
    const { activate, connect, connected } = got;
    if (activate && connect && connected) done({ activate, connect, connected });
  });
  await page.addInitScript(MARK_SCRIPT);
  return () => all;
}
