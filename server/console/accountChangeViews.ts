import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import { CONSOLE_ROLES } from "./ConsoleAccount.ts";
import { WORDS } from "./consoleMessages.ts";

// ids of their own: the add form on the same page has name, role and scope
const input = (id: string, name: string, label: string) => [
  h("label", { key: `l${id}`, htmlFor: id }, label),
  h("input", { key: id, id, name, autoComplete: "off" }),
];

/** An admin's two changes to an account: its role and scope, or disabled (its sessions end at once). */
export function accountChangeViews(t: I18n, csrf: string) {
  const token = h("input", { type: "hidden", name: "_csrf", value: csrf });
  return h(
    "div",
    { className: "actions" },
    h(
      "form",
      { method: "post", action: "/console/accounts/role" },
      h("h2", null, t._(WORDS.changeRole)),
      token,
      ...input("change-name", "name", t._(WORDS.name)),
      h("label", { htmlFor: "change-role" }, t._(WORDS.role)),
      h(
        "select",
        { id: "change-role", name: "role", defaultValue: CONSOLE_ROLES[0] },
        ...CONSOLE_ROLES.map((r) => h("option", { key: r, value: r }, r)),
      ),
      ...input("change-scope", "scope", t._(WORDS.scope)),
      h("div", null, h("button", { type: "submit" }, t._(WORDS.changeRole))),
    ),
    h(
      "form",
      { method: "post", action: "/console/accounts/disable" },
      h("h2", null, t._(WORDS.disableAccount)),
      token,
      ...input("disable-name", "name", t._(WORDS.name)),
      h("div", null, h("button", { type: "submit", className: "danger" }, t._(WORDS.disableAccount))),
    ),
  );
}
