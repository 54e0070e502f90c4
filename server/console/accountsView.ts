import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import type { ConsoleAccount } from "./ConsoleAccount.ts";
import { CONSOLE_ROLES } from "./ConsoleAccount.ts";
import { WORDS } from "./consoleMessages.ts";
import { dataTable } from "./dataTable.ts";
import { notice } from "./notice.ts";

const field = (id: string, label: string, props: Record<string, unknown> = {}) => [
  h("label", { key: `l${id}`, htmlFor: id }, label),
  h("input", { key: id, id, name: id, ...props }),
];

/** The accounts and the form that adds one (admins only). */
export function accountsView(t: I18n, accounts: ConsoleAccount[], csrf: string) {
  return h(
    "div",
    null,
    dataTable(
      t,
      t._(WORDS.accounts),
      [WORDS.name, WORDS.role, WORDS.scope],
      accounts.map((a) => [a.name, a.role, a.operator ?? (a.vessels.join(" ") || "–")]),
      WORDS.nothingYet,
    ),
    h(
      "form",
      { method: "post", action: "/console/accounts" },
      h("h2", null, t._(WORDS.addAccount)),
      h("input", { type: "hidden", name: "_csrf", value: csrf }),
      ...field("name", t._(WORDS.name), { required: true, autoComplete: "off" }),
      ...field("password", t._(WORDS.password), {
        type: "password",
        required: true,
        minLength: 12,
        autoComplete: "new-password",
      }),
      h("label", { htmlFor: "role" }, t._(WORDS.role)),
      h(
        "select",
        { id: "role", name: "role", defaultValue: CONSOLE_ROLES[0] },
        ...CONSOLE_ROLES.map((r) => h("option", { key: r, value: r }, r)),
      ),
      ...field("scope", t._(WORDS.scope), { "aria-describedby": "scope-hint" }),
      h("p", { id: "scope-hint" }, t._(WORDS.scopeHint)),
      h("div", null, h("button", { type: "submit" }, t._(WORDS.addAccount))),
    ),
  );
}

/** The two-step sign-in's set-up: the key as a QR code and as text, and the code that confirms it. */
export function totpView(
  t: I18n,
  o: { csrf: string; secret: string; signature: string; qr: string; wrong: boolean },
) {
  return h(
    "form",
    { method: "post", action: "/console/totp" },
    o.wrong && notice(t._(WORDS.totpWrong), true),
    h("p", null, t._(WORDS.totpScan)),
    h("img", { src: o.qr, alt: t._(WORDS.qrAlt), width: 200, height: 200 }),
    h("p", null, `${t._(WORDS.totpKey)}: `, h("code", null, o.secret)),
    h("input", { type: "hidden", name: "_csrf", value: o.csrf }),
    h("input", { type: "hidden", name: "secret", value: o.secret }),
    h("input", { type: "hidden", name: "signature", value: o.signature }),
    ...field("code", t._(WORDS.totpCode), {
      inputMode: "numeric",
      autoComplete: "one-time-code",
      pattern: "[0-9]{6}",
      required: true,
    }),
    h("div", null, h("button", { type: "submit" }, t._(WORDS.totpConfirm))),
  );
}
