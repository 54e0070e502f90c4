import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import { WORDS } from "./consoleMessages.ts";

/** The sign-in form; `problem` is the last attempt's refusal, in the page's language. */
export function signInView(t: I18n, csrf: string, problem: string | undefined, name = "") {
  return h(
    "form",
    { method: "post", action: "/console/sign-in" },
    problem && h("p", { className: "notice error", role: "alert" }, problem),
    h("input", { type: "hidden", name: "_csrf", value: csrf }),
    h("label", { htmlFor: "name" }, t._(WORDS.name)),
    // type="text" said, not left to the default: HTML_CodeSniffer checks autocomplete="username" against it
    h("input", {
      ...{ id: "name", name: "name", type: "text", autoComplete: "username" },
      ...{ required: true, defaultValue: name },
    }),
    h("label", { htmlFor: "password" }, t._(WORDS.password)),
    h("input", {
      id: "password",
      name: "password",
      type: "password",
      autoComplete: "current-password",
      required: true,
    }),
    h("label", { htmlFor: "code" }, t._(WORDS.totpCode)),
    h("p", { id: "code-hint" }, t._(WORDS.totpHint)),
    h("input", {
      ...{ id: "code", name: "code", inputMode: "numeric", autoComplete: "one-time-code" },
      ...{ pattern: "[0-9]{6}", maxLength: 6, size: 8, "aria-describedby": "code-hint" },
    }),
    h("div", null, h("button", { type: "submit" }, t._(WORDS.signIn))),
  );
}
