import { clerkTest as test } from "./clerkTest.ts";
import { checkedAtBoth, FLOWS, said } from "./consoleChecks.ts";
import { DEMO_ZONE, expect } from "./fixtures.ts";

const WORDS = {
  en: {
    reports: "Reports",
    gateways: "Gateway health",
    audit: "Audit trail",
    accounts: "Accounts",
    filter: "Filter",
    zones: "Zones",
    vessels: "Vessels",
    preview: "Preview gn-premium-demo (opens in a new tab)",
    notShore: "This server is not a shore",
  },
  sv: {
    reports: "Rapporter",
    gateways: "Gatewayhälsa",
    audit: "Granskningslogg",
    accounts: "Konton",
    filter: "Filtrera",
    zones: "Zoner",
    vessels: "Fartyg",
    preview: "Förhandsvisa gn-premium-demo (öppnas i en ny flik)",
    notShore: "Den här servern är ingen landserver",
  },
} as const;

// the console draws its pages on the server, with a CSP that allows no script: axe and
// HTML_CodeSniffer are let in. The worker's admin (clerkTest.ts), signed in already: the sign-in
// form is console-desk.spec.ts's to prove, in both locales and at both widths
test.use({ bypassCSP: true, clerk: "admin" });

// every page checked at both widths (consoleChecks.ts FLOWS), the flow at the locale's width
for (const { locale, width } of FLOWS)
  test(`the operator reads reports, gateway health, the audit trail, zones and vessels (${locale}, ${width} px)`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const w = WORDS[locale];
    await page.goto(`/console/desk?lang=${locale}`);
    const pages = [
      [w.reports, "reports"],
      [w.gateways, "gateways"],
      [w.audit, "audit"],
      [w.accounts, "accounts"],
      [w.zones, "zones"],
      [w.vessels, "vessels"],
    ] as const;
    for (const [link, name] of pages) {
      await page.getByRole("link", { name: link, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: link })).toBeVisible();
      if (name === "reports") {
        await expect(page.getByRole("combobox")).toHaveValue(/./);
        await page.getByRole("combobox").selectOption(DEMO_ZONE);
        await page.getByRole("button", { name: locale === "en" ? "Show" : "Visa" }).click();
        await expect(page.getByRole("img").first()).toBeVisible();
      }
      // each zone's lint state, and its start page to preview in a new tab
      if (name === "zones") {
        const preview = page.getByRole("link", { name: w.preview });
        await expect(preview).toHaveAttribute("target", "_blank");
        await expect(preview).toHaveAttribute("href", /\/\?zoneId=gn-premium-demo$/);
      }
      // the demo runs on SQLite: no vessel is linked to it, and the page says so
      if (name === "vessels") await expect(page.getByText(w.notShore)).toBeVisible();
      if (name === "audit")
        await expect(
          page.getByRole("cell", { name: said(locale, "action-sign-in"), exact: true }).first(),
        ).toBeVisible();
      await checkedAtBoth(page, info, `console-${name}-${locale}`);
    }
  });
