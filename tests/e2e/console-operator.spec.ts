import { DEMO_ZONE, expect, test } from "./fixtures.ts";
import { said } from "./consoleChecks.ts";
import { expectNoAxeViolations } from "./fleet/a11y.ts";
import { expectNoHtmlcsErrors } from "./fleet/htmlcs.ts";
import { screenshotsWanted } from "./screenshotsWanted.ts";

// the demo's admin (DEMO=1 only: server/console/seedDemoAccounts.ts)
const ADMIN = { name: "demo-admin", password: "gangway-demo-console" };

const WORDS = {
  en: {
    signIn: "Sign in",
    name: "Account name",
    password: "Password",
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
    signIn: "Logga in",
    name: "Kontonamn",
    password: "Lösenord",
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
// HTML_CodeSniffer are let in
test.use({ bypassCSP: true });

for (const locale of ["en", "sv"] as const)
  for (const width of [360, 1280])
    test(`the operator reads reports, gateway health, the audit trail, zones and vessels (${locale}, ${width} px)`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width, height: 900 });
      const w = WORDS[locale];
      await page.goto(`/console/sign-in?lang=${locale}`);
      await page.getByLabel(w.name).fill(ADMIN.name);
      await page.getByLabel(w.password).fill(ADMIN.password);
      await page.getByRole("button", { name: w.signIn }).click();
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
        await expectNoAxeViolations(page, `the console's ${name} (${locale}, ${width} px)`);
        await expectNoHtmlcsErrors(page, `the console's ${name} (${locale}, ${width} px)`, info);
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(scroll, name).toBeLessThanOrEqual(0);
        if (screenshotsWanted)
          await page.screenshot({
            path: info.outputPath(`console-${name}-${locale}-${width}.png`),
            fullPage: true,
          });
      }
    });
