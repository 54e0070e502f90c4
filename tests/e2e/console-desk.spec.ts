import { connectDevice, DEMO_ZONE, expect, freshVoucher, test, uniqueMac } from "./fixtures.ts";
import { expectNoAxeViolations } from "./fleet/a11y.ts";
import { expectNoHtmlcsErrors } from "./fleet/htmlcs.ts";
import { screenshotsWanted } from "./screenshotsWanted.ts";

// the demo's desk clerk (DEMO=1 only: server/console/seedDemoAccounts.ts)
const DESK = { name: "demo-desk", password: "gangway-demo-console" };

const WORDS = {
  en: { signIn: "Sign in", name: "Account name", password: "Password", search: "Search", kick: "Kick now" },
  sv: { signIn: "Logga in", name: "Kontonamn", password: "Lösenord", search: "Sök", kick: "Koppla från nu" },
} as const;

// the console draws its pages on the server, with a CSP that allows no script: axe and
// HTML_CodeSniffer are let in
test.use({ bypassCSP: true });

for (const locale of ["en", "sv"] as const)
  for (const width of [360, 1280])
    test(`the desk finds a device and kicks it, the gateway's answer shown (${locale}, ${width} px)`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width, height: 800 });
      const mac = uniqueMac();
      await connectDevice(page, mac, await freshVoucher(page));
      const w = WORDS[locale];
      await page.goto(`/console/sign-in?lang=${locale}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expectNoAxeViolations(page, `the console's sign-in (${locale})`);
      await expectNoHtmlcsErrors(page, `the console's sign-in (${locale})`, info);
      await page.getByLabel(w.name).fill(DESK.name);
      await page.getByLabel(w.password).fill(DESK.password);
      await page.getByRole("button", { name: w.signIn }).click();
      await page.getByRole("searchbox").fill(mac.replaceAll(":", "-").toUpperCase());
      await page.getByRole("button", { name: w.search, exact: true }).click();
      await expect(page.getByRole("link", { name: mac })).toBeVisible();
      await expectNoAxeViolations(page, `the desk's search (${locale})`);
      await expectNoHtmlcsErrors(page, `the desk's search (${locale})`, info);
      await page.getByRole("link", { name: mac }).click();
      await expect(page.getByText(DEMO_ZONE).first()).toBeVisible();
      await expectNoAxeViolations(page, `the device's card (${locale})`);
      await expectNoHtmlcsErrors(page, `the device's card (${locale})`, info);
      await page.getByRole("button", { name: w.kick }).click();
      await expect(page.getByRole("status")).toContainText("Disconnect-ACK");
      await expectNoAxeViolations(page, `the kick's answer (${locale})`);
      await expectNoHtmlcsErrors(page, `the kick's answer (${locale})`, info);
      if (screenshotsWanted)
        await page.screenshot({
          path: info.outputPath(`console-kick-${locale}-${width}.png`),
          fullPage: true,
        });
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scroll).toBeLessThanOrEqual(0);
    });

const SELL = {
  en: { sell: "Sell", product: "Product", quantity: "Quantity", slip: "Sales slip" },
  sv: { sell: "Sälj", product: "Produkt", quantity: "Antal", slip: "Försäljningskvitto" },
} as const;

for (const locale of ["en", "sv"] as const)
  for (const width of [360, 1280])
    test(`the desk sells two vouchers and prints a slip with their QR codes (${locale}, ${width} px)`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width, height: 800 });
      const w = { ...WORDS[locale], ...SELL[locale] };
      await page.goto(`/console/sign-in?lang=${locale}`);
      await page.getByLabel(w.name).fill(DESK.name);
      await page.getByLabel(w.password).fill(DESK.password);
      await page.getByRole("button", { name: w.signIn }).click();
      await page.getByRole("link", { name: w.sell, exact: true }).click();
      await expectNoAxeViolations(page, `the desk's sale (${locale})`);
      await expectNoHtmlcsErrors(page, `the desk's sale (${locale})`, info);
      await page.getByLabel(w.quantity).fill("2");
      await page.getByRole("button", { name: w.sell, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: w.slip })).toBeVisible();
      await expect(page.locator(".slip li")).toHaveCount(2);
      await expect(page.locator(".slip img").first()).toHaveJSProperty("complete", true);
      await expectNoAxeViolations(page, `the sales slip (${locale})`);
      await expectNoHtmlcsErrors(page, `the sales slip (${locale})`, info);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scroll).toBeLessThanOrEqual(0);
      if (screenshotsWanted)
        await page.screenshot({
          path: info.outputPath(`console-slip-${locale}-${width}.png`),
          fullPage: true,
        });
    });
