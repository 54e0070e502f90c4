import { connectDevice, DEMO_ZONE, expect, freshVoucher, test, uniqueMac } from "./fixtures.ts";
import { checkedAtBoth, FLOWS } from "./consoleChecks.ts";

// the demo's desk clerk (DEMO=1 only: server/console/seedDemoAccounts.ts)
const DESK = { name: "demo-desk", password: "gangway-demo-console" };

const WORDS = {
  en: { signIn: "Sign in", name: "Account name", password: "Password", search: "Search", kick: "Kick now" },
  sv: { signIn: "Logga in", name: "Kontonamn", password: "Lösenord", search: "Sök", kick: "Koppla från nu" },
} as const;

// the console draws its pages on the server, with a CSP that allows no script: axe and
// HTML_CodeSniffer are let in
test.use({ bypassCSP: true });

const SELL = {
  en: { sell: "Sell", product: "Product", quantity: "Quantity", slip: "Sales slip" },
  sv: { sell: "Sälj", product: "Produkt", quantity: "Antal", slip: "Försäljningskvitto" },
} as const;

// the sign-in through the form, then the desk's two errands in the one session: each page checked
// at both widths (consoleChecks.ts FLOWS), the flow at the locale's width
for (const { locale, width } of FLOWS)
  test(`the desk signs in, finds a device and kicks it, the gateway's answer shown, then sells two vouchers and prints a slip with their QR codes (${locale}, ${width} px)`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: 800 });
    const w = { ...WORDS[locale], ...SELL[locale] };
    const mac = uniqueMac();
    await connectDevice(page, mac, await freshVoucher(page));
    await page.goto(`/console/sign-in?lang=${locale}`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await checkedAtBoth(page, info, `console-sign-in-${locale}`);
    await page.getByLabel(w.name).fill(DESK.name);
    await page.getByLabel(w.password).fill(DESK.password);
    await page.getByRole("button", { name: w.signIn }).click();

    await test.step("finds a device and kicks it", async () => {
      await page.getByRole("searchbox").fill(mac.replaceAll(":", "-").toUpperCase());
      await page.getByRole("button", { name: w.search, exact: true }).click();
      await expect(page.getByRole("link", { name: mac })).toBeVisible();
      await checkedAtBoth(page, info, `console-search-${locale}`);
      await page.getByRole("link", { name: mac }).click();
      await expect(page.getByText(DEMO_ZONE).first()).toBeVisible();
      await checkedAtBoth(page, info, `console-card-${locale}`);
      await page.getByRole("button", { name: w.kick }).click();
      await expect(page.getByRole("status")).toContainText("Disconnect-ACK");
      await checkedAtBoth(page, info, `console-kick-${locale}`);
    });

    await test.step("sells two vouchers and prints a slip", async () => {
      await page.getByRole("link", { name: w.sell, exact: true }).click();
      await checkedAtBoth(page, info, `console-sale-${locale}`);
      await page.getByLabel(w.quantity).fill("2");
      await page.getByRole("button", { name: w.sell, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: w.slip })).toBeVisible();
      await expect(page.locator(".slip li")).toHaveCount(2);
      await expect(page.locator(".slip img").first()).toHaveJSProperty("complete", true);
      await checkedAtBoth(page, info, `console-slip-${locale}`);
    });
  });
