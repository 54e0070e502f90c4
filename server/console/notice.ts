import { createElement as h, type ReactNode } from "react";

// a page's one line of news: an action's answer, or what went wrong (`error`)
export function notice(text: string | undefined, error = false): ReactNode {
  return text ? h("p", { className: error ? "notice error" : "notice", role: "status" }, text) : null;
}
