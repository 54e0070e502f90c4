import type { I18n } from "@lingui/core";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ConsoleAccount } from "./ConsoleAccount.ts";
import { CONSOLE_CSS } from "./consoleCss.ts";
import { WORDS } from "./consoleMessages.ts";

export const CONSOLE_LOCALES = ["en", "sv", "el"] as const;
const LANGUAGE_NAMES: Record<string, string> = { en: "English", sv: "Svenska", el: "Ελληνικά" };

export interface PageFrame {
  i18n: I18n;
  locale: string;
  title: string;
  // signed in: the header's navigation and sign-out form
  account?: ConsoleAccount;
  csrf?: string;
  // the page's own path and query, for the language links
  here: string;
}

const withLang = (here: string, lang: string) => {
  const url = new URL(here, "http://console.invalid");
  url.searchParams.set("lang", lang);
  return `${url.pathname}${url.search}`;
};

/** A console page, drawn on the server: React's markup, no script (every form posts as it is). */
export function consolePage(f: PageFrame, body: ReactNode): string {
  const t = f.i18n;
  const header = h(
    "header",
    null,
    h("strong", null, t._(WORDS.title)),
    f.account &&
      h(
        "nav",
        { "aria-label": t._(WORDS.title) },
        h(
          "ul",
          null,
          h("li", null, h("a", { href: "/console/desk" }, t._(WORDS.desk))),
          h("li", null, h("a", { href: "/console/sell" }, t._(WORDS.sell))),
          h("li", null, h("a", { href: "/console/reports" }, t._(WORDS.reports))),
          h("li", null, h("a", { href: "/console/gateways" }, t._(WORDS.gateways))),
          f.account.role !== "desk" && h("li", null, h("a", { href: "/console/zones" }, t._(WORDS.zones))),
          f.account.role !== "desk" &&
            h("li", null, h("a", { href: "/console/vessels" }, t._(WORDS.vessels))),
          h("li", null, h("a", { href: "/console/audit" }, t._(WORDS.audit))),
          f.account.role === "admin" &&
            h("li", null, h("a", { href: "/console/accounts" }, t._(WORDS.accounts))),
          h("li", null, h("a", { href: "/console/totp" }, t._(WORDS.totpSetup))),
        ),
      ),
    h(
      "nav",
      { "aria-label": t._(WORDS.language) },
      h(
        "ul",
        null,
        ...CONSOLE_LOCALES.map((l) =>
          h(
            "li",
            { key: l },
            h(
              "a",
              { href: withLang(f.here, l), lang: l, "aria-current": l === f.locale ? "true" : undefined },
              LANGUAGE_NAMES[l],
            ),
          ),
        ),
      ),
    ),
    f.account &&
      h(
        "form",
        { method: "post", action: "/console/sign-out" },
        h("span", null, t._(WORDS.signedInAs.id, { name: f.account.name, role: f.account.role }), " "),
        h("input", { type: "hidden", name: "_csrf", value: f.csrf }),
        h("button", { type: "submit" }, t._(WORDS.signOut)),
      ),
  );
  const html = h(
    "html",
    { lang: f.locale },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("title", null, `${f.title} · ${t._(WORDS.title)}`),
      // its text as it is: the stylesheet holds no character the renderer escapes (its CSP hash is of this text)
      h("style", null, CONSOLE_CSS),
    ),
    h(
      "body",
      null,
      header,
      h(
        "main",
        null,
        h("h1", null, f.title),
        // an admin without a second step is asked at every page until one is set up
        f.account?.role === "admin" &&
          !f.account.totp &&
          h("p", { className: "notice error" }, h("a", { href: "/console/totp" }, t._(WORDS.totpNeeded))),
        body,
      ),
    ),
  );
  return `<!doctype html>${renderToStaticMarkup(html)}`;
}
